import { PolicyPage } from '../features/policies/components/policy-page.tsx';

export default function AboutRoute() {
  return <PolicyPage type="ABOUT_COMPANY" />;
}
