import { BasketPage } from '../features/basket/components/basket-page.tsx';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function BasketRoute() {
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('nav.basket'), usePlan().title), canonical: paths.basket });
  return <BasketPage />;
}
