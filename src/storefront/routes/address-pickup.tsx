import { PickupBranchView } from '../features/checkout/components/pickup-branch-view.tsx';
import { useT } from '../i18n/use-t.ts';
import { useMapsTexts } from '../i18n/use-maps-texts.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

/** The pick-up branch, the map first. */
export default function AddressPickupRoute() {
  useMapsTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('maps.pickup.title'), usePlan().title), canonical: paths.addressPickup });
  return <PickupBranchView listFirst={false} />;
}
