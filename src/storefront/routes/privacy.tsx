import { PolicyPage } from '../features/policies/components/policy-page.tsx';

export default function PrivacyRoute() {
  return <PolicyPage type="PRIVACY_POLICY" />;
}
