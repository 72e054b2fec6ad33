import { Link } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { RouteNotFound } from '#storefront/components/ui/route-not-found.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { screenTitle, useHttpStatus, usePageMeta } from '#storefront/lib/render-context.tsx';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useVacancy } from '../api/vacancies.ts';
import { ApplicationForm } from './application-form.tsx';
import { VacancyFacts } from './vacancy-facts.tsx';
import '#storefront/components/ui/forms.css';
import '../vacancies.css';

/** /vacancy/:id: one vacancy, its text, and the application form. */
export function VacancyDetail({ id }: { readonly id: string }) {
  useExtrasTexts();
  const { t } = useT();
  const text = useLocalized();
  const plan = usePlan();
  const vacancy = useVacancy(id);
  const missing = vacancy.error ? toApiError(vacancy.error).status === 404 : false;
  useHttpStatus(missing ? 404 : null);
  const title = vacancy.data ? text(vacancy.data.title) : t('extras.vacancies.title');
  usePageMeta({ title: screenTitle(title, plan.title), canonical: paths.vacancyDetail(id) });
  const back = (
    <Link className="button" to={paths.vacancy}>
      {t('extras.vacancies.all')}
    </Link>
  );
  if (missing) return <RouteNotFound hint={t('extras.vacancies.notFound')} action={back} />;
  if (vacancy.isPending || vacancy.error) {
    return <LoadState pending={vacancy.isPending} lines={5} error={vacancy.error} retry={vacancy.refetch} action={back} headingLevel={1} />;
  }
  return (
    <article className="vacancy">
      <Link className="button button--link vacancy__back" to={paths.vacancy}>
        ← {t('extras.vacancies.all')}
      </Link>
      <h1 className="page-title">{title}</h1>
      <VacancyFacts vacancy={vacancy.data} />
      <p className="vacancy__text">{text(vacancy.data.text)}</p>
      <ApplicationForm vacancyId={vacancy.data.id} />
    </article>
  );
}
