import { useParams } from 'react-router';
import { parseId } from '../lib/paths.ts';
import { ProductPage } from '../features/menu/components/product-page.tsx';

export default function ProductRoute() {
  const { id } = useParams();
  return <ProductPage productId={parseId(id)} />;
}
