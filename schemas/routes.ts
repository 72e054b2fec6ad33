/**
 * The storefront's addresses (SPEC.md point 2, plus the implied notifications, booking and
 * language screens), written once. The engine plans the routes from this table (and adds each
 * one's layout: engine/routes.ts), the storefront builds its links from it (storefront/lib/paths.ts)
 * and the server redirects to it. Patterns are react-router's: `:id` names a parameter.
 *
 * Only paths live here: this module is in every page's first load, and the layouts and guards
 * are the engine's decisions, loaded with the engine.
 */
export const ROUTE_PATHS = {
  home: '/',
  about: '/about',
  basket: '/basket',
  search: '/search',
  offerta: '/offerta',
  privacy: '/privacy',
  category: '/category',
  checkout: '/checkout',
  login: '/login',
  loginRules: '/login/rules',
  loginConfirm: '/login/confirm',
  branches: '/branches',
  branchesMap: '/branches/map',
  product: '/product/:id',
  vacancy: '/vacancy',
  vacancyDetail: '/vacancy/:id',
  profile: '/profile',
  profileUser: '/profile/user',
  profilePromos: '/profile/promos',
  profileFavorites: '/profile/favorites',
  profileCards: '/profile/cards',
  profileCardsCreate: '/profile/cards/create',
  profileCardsConfirm: '/profile/cards/confirm',
  profileCashback: '/profile/cashback',
  profileOrders: '/profile/orders',
  profileOrderDetail: '/profile/orders/:id',
  profileOrderMap: '/profile/orders/:id/map',
  profileAddress: '/profile/address',
  profileAddressCreate: '/profile/address/create',
  addressPickup: '/address/pickup',
  addressPickup2: '/address/pickup2',
  addressDelivery: '/address/delivery',
  chooseAddress: '/choose-address',
  merchantNotAvailable: '/merchantNotAvailable',
  notifications: '/notifications',
  booking: '/booking',
  language: '/language',
} as const;

export type RouteId = keyof typeof ROUTE_PATHS;
