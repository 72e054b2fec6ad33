import { PolicyPage } from '../features/policies/components/policy-page.tsx';

export default function OffertaRoute() {
  return <PolicyPage type="TERMS" />;
}
