import { ChooseAddressView } from '../features/addresses/addresses-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { useOrderTexts } from '../i18n/use-order-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function Route() {
  useOrderTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('order.chooseAddressTitle'), usePlan().title), canonical: paths.chooseAddress });
  return <ChooseAddressView />;
}
