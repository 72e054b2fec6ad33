import { LanguageChoice } from '../features/language/components/language-choice.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function LanguageRoute() {
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('language.label'), usePlan().title), canonical: paths.language });
  return (
    <div className="profile">
      <LanguageChoice headingLevel={1} />
    </div>
  );
}
