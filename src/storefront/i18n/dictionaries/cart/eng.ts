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
  lineLimit: 'At most {{count}} of one product per order',
  totalLimit: 'An order can be at most {{total}}: remove something to check out',
  flagged: 'Check the marked items before ordering.',
  total: 'Total',
  toCheckout: 'Checkout',
  clear: 'Empty the basket',
  recommended: 'Add to your order',
};
