/**
 * What every screen may ask of the running brand: the API client, the brand (merchant, channel,
 * the visit's site), the layout plan, and, while rendering on the server, the render's record.
 * Provided once by app/storefront.tsx.
 */
import { createContext, useContext } from 'react';
import type { PageBasket, PageChannel } from '#schemas/page';
import type { LayoutPlan } from '#engine/layout-plan';
import type { MapConfig } from '#schemas/map-config';
import type { User } from '#schemas/entities';
import type { ApiClient } from './api-client.ts';

export interface Brand {
  readonly merchantId: string;
  readonly sub: string | null;
  readonly channel: PageChannel;
  /** The visit's protocol and port (links to a group's other brands on development hosts keep them). */
  readonly site: { readonly protocol: string; readonly port: string };
  /** The build the page was rendered from. */
  readonly buildId: string;
  /** The server's map settings (the tiles of Leaflet maps). */
  readonly maps: MapConfig;
  /**
   * What the page was rendered knowing of the basket (the `basket` cookie); absent: nothing, and
   * the basket draws its placeholder until the browser has read it.
   */
  readonly basketAtRender?: PageBasket;
  /**
   * The shopper a page of theirs was drawn for (its session cookie: schemas/page.ts SHOPPER_PAGES);
   * absent: the page is everyone's, drawn before anyone is known.
   */
  readonly shopperAtRender?: User;
}

export const ApiContext = createContext<ApiClient | null>(null);
export const BrandContext = createContext<Brand | null>(null);
export const PlanContext = createContext<LayoutPlan | null>(null);

function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`${name} is used outside its provider`);
  return value;
}

export const useApi = (): ApiClient => required(useContext(ApiContext), 'useApi');
export const useBrand = (): Brand => required(useContext(BrandContext), 'useBrand');
/** The layout plan: screens read it, never raw settings flags. */
export const usePlan = (): LayoutPlan => required(useContext(PlanContext), 'usePlan');
