import { MerchantNotAvailable } from '../features/merchant/components/merchant-not-available.tsx';

export default function MerchantNotAvailableRoute() {
  return <MerchantNotAvailable />;
}
