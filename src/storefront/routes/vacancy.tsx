import { VacanciesList } from '../features/vacancies/components/vacancies-list.tsx';
import { useT } from '../i18n/use-t.ts';
import { useExtrasTexts } from '../i18n/use-extras-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function Route() {
  useExtrasTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('extras.vacancies.title'), usePlan().title), canonical: paths.vacancy });
  return <VacanciesList />;
}
