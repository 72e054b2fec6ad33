/**
 * Table reservations, "Bron" (`bookingActive` and the branch's `bookingEnabled`): the slots a
 * branch offers, a booking checked against them and taken under the branch's lock (so
 * concurrent bookings never pass its seats), the shopper's own list and cancel before the
 * cut-off, and the restaurant's accept or reject (operator API). The rules are
 * src/domain/reservation.ts.
 */
import { randomUUID } from 'node:crypto';
import type { Language } from '#schemas/common';
import type { Branch } from '#schemas/entities';
import type { Reservation } from '#schemas/feature-endpoints';
import {
  BOOKING_MESSAGES,
  bookingDays,
  bookingRulesOf,
  checkBooking,
  mayCancelBooking,
  takesBookings,
  type BookingProblem,
  type BookingRules,
} from '#domain/reservation';
import { localInstant } from '#domain/order-time';
import { BRANCH_UTC_OFFSET_MINUTES } from '#domain/branch-hours';
import type { Database } from '../db/database.ts';
import * as rq from '../db/reservation-queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import type { BrandData } from './brand-data.ts';

/** Bookings a shopper may hold at once (not yet started, not cancelled or rejected). */
export const MAX_UPCOMING_RESERVATIONS = 5;

const MINUTE_MS = 60_000;
const refused = (key: BookingProblem | 'tooLateToCancel') =>
  new ApiFailure('CONFLICT', { description: BOOKING_MESSAGES[key] as Readonly<Record<Language, string>>, problem: key });

const localParts = (iso: string) => {
  const local = new Date(new Date(iso).getTime() + BRANCH_UTC_OFFSET_MINUTES * MINUTE_MS).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
};

/** The shopper's view of a booking. */
export function reservationOut(row: rq.ReservationRow, rules: BookingRules | null, now: Date): Reservation {
  const start = new Date(row.startsAt).getTime();
  const holding = row.status === 'NOT_ACCEPTED' || row.status === 'ACCEPTED';
  return {
    id: row.id,
    branchId: row.branchId,
    startsAt: row.startsAt,
    ...localParts(row.startsAt),
    guests: row.guests,
    comment: row.comment,
    status: row.status,
    cancellable: holding && rules !== null && mayCancelBooking(rules, now, start),
    createdDate: row.createdDate,
  };
}

/** The restaurant's view of a booking: with the shopper's name and phone to call. */
export const operatorReservationOut = (row: rq.ReservationRow, now: Date) => ({
  ...reservationOut(row, null, now),
  customer: { firstName: row.firstName, phone: row.phone },
});

export class Reservations {
  readonly #db: Database;
  readonly #data: BrandData;
  readonly #now: () => Date;

  constructor(db: Database, data: BrandData, now: () => Date) {
    this.#db = db;
    this.#data = data;
    this.#now = now;
  }

  /** The branch when the brand and the branch take bookings; NOT_FOUND otherwise. */
  async #bookableBranch(merchantId: string, branchId: string): Promise<Branch> {
    const { settings } = await this.#data.settings(merchantId);
    if (!settings.bookingActive) throw notFound('featureOff');
    const branch = await this.#data.branch(merchantId, branchId);
    if (!branch) throw notFound('branchNotFound');
    if (!takesBookings(branch)) throw refused('bookingUnavailable');
    return branch;
  }

  async slots(merchantId: string, branchId: string) {
    const branch = await this.#bookableBranch(merchantId, branchId);
    const rules = bookingRulesOf(branch);
    const now = this.#now();
    const held = await this.#db.asMerchant(merchantId, (tx) => rq.heldTables(tx, merchantId, branchId, now));
    return {
      maxGuests: rules.maxGuests,
      days: bookingDays(branch, rules, now, held).map((d) => ({ date: d.date, slots: d.slots.map((s) => ({ time: s.time, free: s.free })) })),
    };
  }

  async create(
    merchantId: string,
    userId: string,
    input: { branchId: string; day: string; time: string; guests: number; comment: string | null },
  ): Promise<Reservation> {
    const branch = await this.#bookableBranch(merchantId, input.branchId);
    const rules = bookingRulesOf(branch);
    const start = localInstant(input.day, input.time);
    if (!start) throw refused('slotNotOffered');
    const row = await this.#db.asMerchant(merchantId, async (tx) => {
      // The branch's bookings are read and the new one written under one lock: two bookings at
      // once see each other, so together they never pass the seats.
      await rq.lockBranchBookings(tx, merchantId, branch.id);
      const now = this.#now();
      if ((await rq.upcomingCount(tx, merchantId, userId, now)) >= MAX_UPCOMING_RESERVATIONS) {
        throw new ApiFailure('CONFLICT', { description: message('reservationLimit', { max: MAX_UPCOMING_RESERVATIONS }), problem: 'reservationLimit' });
      }
      const held = await rq.heldTables(tx, merchantId, branch.id, now);
      const problem = checkBooking(branch, rules, now, held, { startMs: start.getTime(), guests: input.guests });
      if (problem) throw refused(problem);
      return rq.insertReservation(
        tx,
        merchantId,
        {
          id: randomUUID(),
          userId,
          branchId: branch.id,
          startsAt: start,
          endsAt: new Date(start.getTime() + rules.stayMinutes * MINUTE_MS),
          guests: input.guests,
          comment: input.comment,
        },
        now,
      );
    });
    return reservationOut(row, rules, this.#now());
  }

  async #rulesByBranch(merchantId: string): Promise<Map<string, BookingRules>> {
    const branches = await this.#data.branches(merchantId);
    return new Map(branches.map((b) => [b.id, bookingRulesOf(b)]));
  }

  async list(merchantId: string, userId: string): Promise<Reservation[]> {
    const [rows, rules] = await Promise.all([
      this.#db.asMerchant(merchantId, (tx) => rq.reservationsOfUser(tx, merchantId, userId, 50)),
      this.#rulesByBranch(merchantId),
    ]);
    const now = this.#now();
    return rows.map((row) => reservationOut(row, rules.get(row.branchId) ?? null, now));
  }

  /** Cancels the shopper's own booking before its branch's cut-off; another's is NOT_FOUND. */
  async cancel(merchantId: string, userId: string, id: string): Promise<Reservation> {
    const rules = await this.#rulesByBranch(merchantId);
    const row = await this.#db.asMerchant(merchantId, async (tx) => {
      const found = await rq.reservationOf(tx, merchantId, id, { lock: true });
      if (!found || found.userId !== userId) throw notFound('reservationNotFound');
      if (found.status === 'CANCELED') return found;
      const branchRules = rules.get(found.branchId);
      const holding = found.status === 'NOT_ACCEPTED' || found.status === 'ACCEPTED';
      if (!holding || !branchRules || !mayCancelBooking(branchRules, this.#now(), new Date(found.startsAt).getTime())) throw refused('tooLateToCancel');
      await rq.setReservationStatus(tx, merchantId, id, 'CANCELED', this.#now());
      return (await rq.reservationOf(tx, merchantId, id))!;
    });
    return reservationOut(row, rules.get(row.branchId) ?? null, this.#now());
  }

  /** The restaurant's bookings of a branch-local day (of some statuses when named). */
  between(merchantId: string, from: Date, to: Date, statuses: readonly rq.ReservationStatus[] | null): Promise<rq.ReservationRow[]> {
    return this.#db.asMerchant(merchantId, (tx) => rq.reservationsBetween(tx, merchantId, from, to, statuses));
  }

  /**
   * The restaurant accepts or rejects a booking that waits, or cancels an accepted one; any
   * other move is STATUS_NOT_ALLOWED naming the allowed.
   */
  async move(merchantId: string, id: string, status: 'ACCEPTED' | 'REJECTED' | 'CANCELED'): Promise<rq.ReservationRow> {
    return this.#db.asMerchant(merchantId, async (tx) => {
      const found = await rq.reservationOf(tx, merchantId, id, { lock: true });
      if (!found) throw notFound('reservationNotFound');
      const allowed: readonly rq.ReservationStatus[] =
        found.status === 'NOT_ACCEPTED' ? ['ACCEPTED', 'REJECTED', 'CANCELED'] : found.status === 'ACCEPTED' ? ['CANCELED'] : [];
      if (found.status === status) return found;
      if (!allowed.includes(status)) throw new ApiFailure('STATUS_NOT_ALLOWED', { allowed: [...allowed] });
      await rq.setReservationStatus(tx, merchantId, id, status, this.#now());
      return (await rq.reservationOf(tx, merchantId, id))!;
    });
  }
}
