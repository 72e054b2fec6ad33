import { BranchesMapView } from '../features/branches/components/branches-map-view.tsx';

export default function BranchesMapRoute() {
  return <BranchesMapView />;
}
