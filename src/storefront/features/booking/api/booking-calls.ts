/**
 * Table bookings, "Bron" (schemas/feature-endpoints.ts): a branch's slots with their free seats,
 * booking one, the shopper's bookings (read again every few seconds while the page is shown, so
 * the restaurant's accept arrives without a reload) and cancelling one.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingSlotsEndpoint, cancelReservationEndpoint, createReservationEndpoint, reservationsEndpoint } from '#schemas/feature-endpoints';
import { useApi } from '#storefront/lib/app-context.tsx';
import { bookingKeys } from './query-keys.ts';

/** How often the shopper's bookings are read again while the page is visible. */
export const BOOKINGS_POLL_MS = 5_000;

export function useBookingSlots(branchId: string | null, guests: number) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.slots(branchId ?? '', guests),
    queryFn: ({ signal }) => api.call(bookingSlotsEndpoint, { params: { id: branchId ?? '' }, query: { guests: String(guests) }, signal }),
    enabled: branchId !== null,
    // Another number of guests keeps the days on screen while the new slots arrive.
    placeholderData: keepPreviousData,
  });
}

/** The shopper's bookings while `enabled` (signed in); polled only while the tab is visible (react-query's default). */
export function useMyReservations(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.mine,
    queryFn: ({ signal }) => api.call(reservationsEndpoint, { signal }),
    enabled,
    refetchInterval: BOOKINGS_POLL_MS,
  });
}

export interface BookingInput {
  readonly branchId: string;
  readonly day: string;
  readonly time: string;
  readonly guests: number;
  readonly comment: string | null;
}

export function useCreateReservation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) => api.call(createReservationEndpoint, { body: input }),
    onSettled: (_data, _error, input) => {
      void client.invalidateQueries({ queryKey: bookingKeys.mine });
      void client.invalidateQueries({ queryKey: bookingKeys.slotsOf(input.branchId) });
    },
  });
}

export function useCancelReservation() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(cancelReservationEndpoint, { params: { id } }),
    onSettled: () => void client.invalidateQueries({ queryKey: bookingKeys.mine }),
  });
}
