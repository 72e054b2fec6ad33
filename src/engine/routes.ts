import { ROUTE_PATHS, type RouteId } from '#schemas/routes';
import type { LayoutName } from './layout-plan.ts';

interface Route {
  readonly path: string;
  readonly layout: LayoutName;
  readonly signedIn?: true;
}

/**
 * Every route of SPEC.md point 2 (plus the implied notifications, booking and language) with the
 * layout it renders in; its path is the route table's (schemas/routes.ts).
 * `signedIn`: the screen is the shopper's own (their profile, orders, addresses, promos,
 * favourites, cards, checkout); SPEC does not show the guards, these are ours.
 */
const SCREENS: Readonly<Record<RouteId, Omit<Route, 'path'>>> = {
  home: { layout: 'default' },
  about: { layout: 'default' },
  basket: { layout: 'default' },
  search: { layout: 'default' },
  offerta: { layout: 'default' },
  privacy: { layout: 'default' },
  category: { layout: 'default' },
  checkout: { layout: 'default', signedIn: true },
  login: { layout: 'auth' },
  loginRules: { layout: 'default' },
  loginConfirm: { layout: 'auth' },
  branches: { layout: 'default' },
  branchesMap: { layout: 'default' },
  product: { layout: 'default' },
  vacancy: { layout: 'default' },
  vacancyDetail: { layout: 'default' },
  profile: { layout: 'default' },
  profileUser: { layout: 'default', signedIn: true },
  profilePromos: { layout: 'default', signedIn: true },
  profileFavorites: { layout: 'default', signedIn: true },
  profileCards: { layout: 'default', signedIn: true },
  profileCardsCreate: { layout: 'default', signedIn: true },
  profileCardsConfirm: { layout: 'default', signedIn: true },
  profileCashback: { layout: 'default', signedIn: true },
  profileOrders: { layout: 'default', signedIn: true },
  profileOrderDetail: { layout: 'default', signedIn: true },
  profileOrderMap: { layout: 'default', signedIn: true },
  profileAddress: { layout: 'default', signedIn: true },
  profileAddressCreate: { layout: 'default', signedIn: true },
  addressPickup: { layout: 'map' },
  addressPickup2: { layout: 'map' },
  addressDelivery: { layout: 'map' },
  chooseAddress: { layout: 'default', signedIn: true },
  merchantNotAvailable: { layout: 'auth' },
  notifications: { layout: 'default', signedIn: true },
  booking: { layout: 'default' },
  language: { layout: 'default' },
};

export const ROUTES = Object.fromEntries((Object.keys(SCREENS) as RouteId[]).map((id) => [id, { path: ROUTE_PATHS[id], ...SCREENS[id] }])) as Readonly<
  Record<RouteId, Route>
>;
