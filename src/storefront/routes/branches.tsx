import { BranchesView } from '../features/branches/components/branches-view.tsx';

export default function BranchesRoute() {
  return <BranchesView />;
}
