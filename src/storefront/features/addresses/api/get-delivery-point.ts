/**
 * Whether the shop delivers to a point, asked of the server's tariff calculation (SPEC point 7)
 * for the branches that deliver, nearest first, until one prices it. The server answers a
 * refusal with its reason and message (SPEC point 8: "Xizmat hududidan tashqarida" outside every
 * zone), which the screen shows as it is.
 */
import { useQuery } from '@tanstack/react-query';
import { branchServes, distanceMeters, type Point } from '#domain/geo';
import { deliveryTariffEndpoint } from '#schemas/order-endpoints';
import type { Branch } from '#schemas/entities';
import { useApi } from '#storefront/lib/app-context.tsx';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { addressesKeys } from './query-keys.ts';

/** Branches asked at most for one point: the nearest few decide it. */
const MAX_BRANCHES_ASKED = 4;

export type DeliveryPointAnswer =
  | { readonly ok: true; readonly price: number; readonly zoneName: Readonly<Record<string, string>> | null; readonly branchId: string }
  | { readonly ok: false; readonly message: Readonly<Record<'uz' | 'ru' | 'eng', string>> | null };

/** The branches that deliver, nearest to the point first. */
export function deliveringBranches(branches: readonly Branch[], point: Point): Branch[] {
  return branches
    .filter((b) => b.isActive && !b.deleted && branchServes(b, 'DELIVERY') && b.latitude != null && b.longitude != null)
    .map((b) => ({ branch: b, distance: distanceMeters(point, { latitude: b.latitude!, longitude: b.longitude! }) }))
    .sort((a, b) => a.distance - b.distance)
    .map(({ branch }) => branch);
}

/** A point to 5 decimals (about a metre): the same spot is asked once. */
const rounded = (p: Point): Point => ({ latitude: Math.round(p.latitude * 1e5) / 1e5, longitude: Math.round(p.longitude * 1e5) / 1e5 });

export function useDeliveryPoint(point: Point | null) {
  const api = useApi();
  const branches = useBranches();
  const at = point ? rounded(point) : null;
  return useQuery({
    queryKey: addressesKeys.deliveryPoint(at),
    enabled: !!at && branches.isSuccess,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<DeliveryPointAnswer> => {
      let refusal: DeliveryPointAnswer | null = null;
      for (const branch of deliveringBranches(branches.data ?? [], at!).slice(0, MAX_BRANCHES_ASKED)) {
        // Whether the point is served at all, whatever the basket: the price of the order itself is the checkout's.
        const quote = await api.call(deliveryTariffEndpoint, { body: { productPrice: 1, branchId: branch.id, ...at! }, signal });
        if (!quote.reason) {
          const zone = quote.zone as { name?: Record<string, string> } | null | undefined;
          return { ok: true, price: quote.price, zoneName: zone?.name ?? null, branchId: branch.id };
        }
        // Outside the service area says most about the point; keep it over other refusals.
        if (!refusal || quote.reason === 'OUTSIDE_SERVICE_AREA') refusal = { ok: false, message: quote.message ?? null };
      }
      return refusal ?? { ok: false, message: null };
    },
  });
}
