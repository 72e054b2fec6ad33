import { EmptyBasket } from '../features/basket/components/empty-basket.tsx';

export default function BasketRoute() {
  return <EmptyBasket />;
}
