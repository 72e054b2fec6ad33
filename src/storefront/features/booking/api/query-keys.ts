/** The booking feature's query keys: a branch's slots for a number of guests, and the shopper's bookings. */
export const bookingKeys = {
  slotsOf: (branchId: string) => ['booking-slots', branchId] as const,
  slots: (branchId: string, guests: number) => [...bookingKeys.slotsOf(branchId), guests] as const,
  mine: ['reservations'] as const,
};
