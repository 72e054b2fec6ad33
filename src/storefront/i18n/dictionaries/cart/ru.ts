import type { CartDictionary } from './uz.ts';

export const cartRu: CartDictionary = {
  basketTitle: 'Корзина',
  lines: 'Товары в корзине',
  remove: 'Удалить',
  removeNamed: '{{name}} — удалить',
  vanished: 'Этот товар больше не продаётся. Удалите его из корзины.',
  invalid: 'Добавки товара изменились. Удалите его и выберите заново.',
  priceChanged: 'Цена изменилась: {{before}} → {{now}}',
  acceptPrice: 'Продолжить по новой цене',
  lineLimit: 'Не больше {{count}} шт. в заказе',
  totalLimit: 'Заказ — не больше {{total}}',
  flagged: 'Перед заказом проверьте отмеченные товары.',
  total: 'Итого',
  toCheckout: 'Оформить',
  clear: 'Очистить корзину',
  recommended: 'Добавьте к заказу',
};
