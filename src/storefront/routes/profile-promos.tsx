import { PromosView } from '../features/promos/components/promos-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { useExtrasTexts } from '../i18n/use-extras-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function Route() {
  useExtrasTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('extras.promos.title'), usePlan().title), canonical: paths.profilePromos });
  return <PromosView />;
}
