import type { CartDictionary } from './uz.ts';

export const cartEng: CartDictionary = {
  basketTitle: 'Basket',
  lines: 'Items in the basket',
  remove: 'Remove',
  removeNamed: 'Remove {{name}}',
  vanished: 'This item is no longer sold. Remove it from the basket.',
  invalid: "This item's options have changed. Remove it and choose again.",
  priceChanged: 'The price changed: {{before}} → {{now}}',
  acceptPrice: 'Continue at the new price',
  lineLimit: 'At most {{count}} per order',
  totalLimit: 'An order can be at most {{total}}',
  flagged: 'Check the marked items before ordering.',
  total: 'Total',
  toCheckout: 'Checkout',
  clear: 'Empty the basket',
  recommended: 'Add to your order',
};
