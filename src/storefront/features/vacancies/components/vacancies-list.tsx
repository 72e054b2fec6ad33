import { Link } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useExtrasTexts } from '#storefront/i18n/use-extras-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useVacancies } from '../api/vacancies.ts';
import { VacancyFacts } from './vacancy-facts.tsx';
import '../vacancies.css';

/** /vacancy: the vacancies published now, each leading to its page. */
export function VacanciesList() {
  useExtrasTexts();
  const { t } = useT();
  const text = useLocalized();
  const vacancies = useVacancies();
  const toMenu = (
    <Link className="button" to={paths.home}>
      {t('common.toHome')}
    </Link>
  );
  return (
    <div className="vacancies">
      <h1 className="page-title">{t('extras.vacancies.title')}</h1>
      {vacancies.isPending || vacancies.error ? (
        <LoadState pending={vacancies.isPending} lines={4} error={vacancies.error} retry={vacancies.refetch} action={toMenu} />
      ) : vacancies.data.length === 0 ? (
        <StateMessage title={t('extras.vacancies.empty')} text={t('extras.vacancies.emptyHint')} action={toMenu} />
      ) : (
        <ul className="vacancies__list">
          {vacancies.data.map((vacancy) => (
            <li key={vacancy.id} className="vacancy-card">
              <h2 className="vacancy-card__title">
                <Link to={paths.vacancyDetail(vacancy.id)}>{text(vacancy.title)}</Link>
              </h2>
              <VacancyFacts vacancy={vacancy} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
