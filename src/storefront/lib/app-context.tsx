/**
 * What every screen may ask of the running brand: the API client, the merchant, the channel
 * and the layout plan. Provided once by app/providers.tsx.
 */
import { createContext, useContext } from 'react';
import type { Merchant } from '#schemas/entities';
import type { Channel, LayoutPlan } from '#engine/layout-plan';
import type { ApiClient } from './api-client.ts';

export interface Brand {
  readonly merchantId: string;
  readonly merchant: Merchant | null;
  readonly channel: Channel;
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
