/**
 * The calls of the shopper features of SPEC 1 and 2 that SPEC names no path for (ours; decision
 * 021): adding and removing a favourite (SPEC's list is account-endpoints.ts), the promos open to a
 * shopper, vacancies and applications, table reservations ("Bron"), a table's code and its calls
 * (the waiter, the bill), and product reviews.
 */
import * as z from 'zod/mini';
import { boundedText, discountTypeSchema, idSchema, intIdSchema, localDateSchema, clockTimeSchema } from './common.ts';
import { endpoint, okSchema, queryNumber } from './endpoints.ts';
import { vacancySchema } from './entities.ts';

// ---- favourites ---------------------------------------------------------------------------------

export const favouriteSchema = z.object({ productId: intIdSchema, count: z.int(), amount: z.int() });
export const addFavouriteEndpoint = endpoint({
  name: 'addFavourite',
  method: 'POST',
  path: '/products/v1/favourite',
  body: z.object({ productId: intIdSchema }),
  response: favouriteSchema,
  withToken: true,
  use: "add a product to the shopper's favourites (count 1, amount 1: SPEC 9)",
});
export const removeFavouriteEndpoint = endpoint({
  name: 'removeFavourite',
  method: 'DELETE',
  path: '/products/v1/favourite/:productId',
  response: okSchema,
  withToken: true,
  use: 'remove a favourite',
});

// ---- promos -------------------------------------------------------------------------------------

export const openPromoSchema = z.object({
  code: z.string(),
  discountType: discountTypeSchema,
  productDiscount: z.number(),
  deliveryDiscount: z.number(),
  minPrice: z.int(),
  startDate: z.nullable(z.string()),
  endDate: z.nullable(z.string()),
  /** Uses left to this shopper (null: no limit). */
  usesLeft: z.nullable(z.int()),
});
export const openPromosEndpoint = endpoint({
  name: 'openPromos',
  method: 'GET',
  path: '/orders/v1/promos',
  response: z.array(openPromoSchema),
  withToken: true,
  use: 'the promos open to the shopper now, with their terms',
});

// ---- vacancies ----------------------------------------------------------------------------------

export const vacanciesEndpoint = endpoint({
  name: 'vacancies',
  method: 'GET',
  path: '/support/v1/vacancies',
  response: z.array(vacancySchema),
  use: 'the vacancies published now',
});
export const vacancyEndpoint = endpoint({ name: 'vacancy', method: 'GET', path: '/support/v1/vacancies/:id', response: vacancySchema, use: 'one vacancy' });
/** The longest text an application carries (the form's counter reads it). */
export const APPLICATION_TEXT_MAX = 1000;
export const applyEndpoint = endpoint({
  name: 'applyToVacancy',
  method: 'POST',
  path: '/support/v1/vacancies/:id/applications',
  body: z.object({
    name: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
    phone: z.string().check(z.maxLength(32)),
    text: boundedText(APPLICATION_TEXT_MAX),
  }),
  response: okSchema,
  use: 'apply for a vacancy (name, phone, a short text; a few an hour per client)',
});

// ---- reservations ---------------------------------------------------------------------------------

export const reservationStatusSchema = z.enum(['NOT_ACCEPTED', 'ACCEPTED', 'REJECTED', 'CANCELED']);
export const reservationSchema = z.object({
  id: idSchema,
  branchId: idSchema,
  startsAt: z.string(),
  day: localDateSchema,
  time: clockTimeSchema,
  guests: z.int(),
  comment: z.nullable(z.string()),
  status: reservationStatusSchema,
  /** Whether the shopper may still cancel it (before the branch's cut-off). */
  cancellable: z.boolean(),
  createdDate: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;
/** The longest comment a booking takes. */
export const RESERVATION_COMMENT_MAX = 300;
export const bookingSlotsEndpoint = endpoint({
  name: 'bookingSlots',
  method: 'GET',
  path: '/users/v1/branches/:id/booking',
  query: z.object({ guests: z._default(queryNumber(z.int().check(z.positive(), z.lte(1000))), 2) }),
  response: z.object({
    maxGuests: z.int(),
    days: z.array(z.object({ date: localDateSchema, slots: z.array(z.object({ time: clockTimeSchema, free: z.int() })) })),
  }),
  use: 'the slots a branch offers for a booking, with the seats free in each',
});
export const createReservationEndpoint = endpoint({
  name: 'createReservation',
  method: 'POST',
  path: '/users/v1/reservations',
  body: z.object({
    branchId: idSchema,
    day: localDateSchema,
    time: clockTimeSchema,
    guests: z.int().check(z.positive(), z.lte(1000)),
    comment: boundedText(RESERVATION_COMMENT_MAX),
  }),
  response: reservationSchema,
  withToken: true,
  use: 'book a table (NOT_ACCEPTED until the restaurant accepts it)',
});
export const reservationsEndpoint = endpoint({
  name: 'reservations',
  method: 'GET',
  path: '/users/v1/reservations',
  response: z.array(reservationSchema),
  withToken: true,
  use: "the shopper's bookings, newest first",
});
export const cancelReservationEndpoint = endpoint({
  name: 'cancelReservation',
  method: 'POST',
  path: '/users/v1/reservations/:id/cancel',
  response: reservationSchema,
  withToken: true,
  use: 'cancel an own booking before the cut-off',
});

// ---- a table's code and its calls ----------------------------------------------------------------

export const tableSchema = z.object({ branchId: idSchema, tableId: idSchema, name: z.string(), token: z.string() });
export const tableEndpoint = endpoint({
  name: 'table',
  method: 'GET',
  path: '/users/v1/tables/:token',
  response: tableSchema,
  use: 'the table a printed code seats the shopper at',
});
export const tableCallSchema = z.object({
  id: idSchema,
  kind: z.enum(['WAITER', 'BILL']),
  status: z.enum(['SENT', 'ACKNOWLEDGED', 'DONE']),
  createdDate: z.string(),
});
export const callWaiterEndpoint = endpoint({
  name: 'callWaiter',
  method: 'POST',
  path: '/users/v1/tables/:token/calls',
  body: z.object({ kind: z.enum(['WAITER', 'BILL']) }),
  response: tableCallSchema,
  use: 'call the waiter or ask for the bill (a second press answers the open call; a short cool-down after one is done)',
});
export const tableCallsEndpoint = endpoint({
  name: 'tableCalls',
  method: 'GET',
  path: '/users/v1/tables/:token/calls',
  response: z.array(tableCallSchema),
  use: "the table's calls of the last hour",
});

// ---- reviews ---------------------------------------------------------------------------------------

export const reviewInputSchema = z.object({
  lines: z
    .array(z.object({ position: z.int().check(z.nonnegative()), grade: z.int().check(z.gte(1), z.lte(5)), text: boundedText(1000) }))
    .check(z.minLength(1), z.maxLength(100)),
});
export const reviewOrderEndpoint = endpoint({
  name: 'reviewOrder',
  method: 'POST',
  path: '/orders/v1/orders/:id/reviews',
  body: reviewInputSchema,
  response: okSchema,
  withToken: true,
  use: 'rate the products of an own received order, once per line',
});
export const productReviewsEndpoint = endpoint({
  name: 'productReviews',
  method: 'GET',
  path: '/products/v1/products/:id/reviews',
  query: z.object({ page: z._default(queryNumber(z.int().check(z.nonnegative())), 0) }),
  response: z.object({
    grade: z.nullable(z.number()),
    count: z.int(),
    content: z.array(z.object({ grade: z.int(), text: z.nullable(z.string()), author: z.nullable(z.string()), createdDate: z.string() })),
    totalElements: z.int(),
  }),
  use: "a product's grade, its count and its reviews, newest first, 10 a page",
});
export const orderReviewsEndpoint = endpoint({
  name: 'orderReviews',
  method: 'GET',
  path: '/orders/v1/orders/:id/reviews',
  response: z.object({ reviewed: z.array(z.int()) }),
  withToken: true,
  use: "the positions of an own order's lines reviewed already",
});

// ---- the restaurant's side (operator API, `Authorization: Bearer KEY`) ---------------------------

export const operatorTablesEndpoint = endpoint({
  name: 'operatorTables',
  method: 'GET',
  path: '/operator/v1/tables',
  response: z.array(z.object({ branchId: idSchema, tableId: idSchema, name: z.string(), seats: z.int(), token: z.string(), path: z.string() })),
  withToken: true,
  use: 'every table of the brand with its printed code (the storefront path /?table=TOKEN)',
});
export const operatorTableCallSchema = z.extend(tableCallSchema, { branchId: idSchema, tableId: idSchema, updatedDate: z.string() });
export const operatorTableCallsEndpoint = endpoint({
  name: 'operatorTableCalls',
  method: 'GET',
  path: '/operator/v1/table-calls',
  response: z.array(operatorTableCallSchema),
  withToken: true,
  use: 'the open calls from tables and those done in the last hour',
});
export const operatorMoveTableCallEndpoint = endpoint({
  name: 'operatorMoveTableCall',
  method: 'POST',
  path: '/operator/v1/table-calls/:id/status',
  body: z.object({ status: z.enum(['ACKNOWLEDGED', 'DONE']) }),
  response: operatorTableCallSchema,
  withToken: true,
  use: 'acknowledge a call, or mark it done',
});
export const operatorReservationSchema = z.extend(reservationSchema, {
  customer: z.object({ firstName: z.nullable(z.string()), phone: z.nullable(z.string()) }),
});
export const operatorReservationsEndpoint = endpoint({
  name: 'operatorReservations',
  method: 'GET',
  path: '/operator/v1/reservations',
  query: z.object({ day: z.optional(localDateSchema), days: z._default(queryNumber(z.int().check(z.gte(1), z.lte(31))), 1) }),
  response: z.array(operatorReservationSchema),
  withToken: true,
  use: 'the bookings of a branch-local day (and the days after), soonest first',
});
export const operatorMoveReservationEndpoint = endpoint({
  name: 'operatorMoveReservation',
  method: 'POST',
  path: '/operator/v1/reservations/:id/status',
  body: z.object({ status: z.enum(['ACCEPTED', 'REJECTED', 'CANCELED']) }),
  response: operatorReservationSchema,
  withToken: true,
  use: 'accept or reject a booking that waits, or cancel an accepted one',
});
export const operatorApplicationsEndpoint = endpoint({
  name: 'operatorApplications',
  method: 'GET',
  path: '/operator/v1/vacancy-applications',
  query: z.object({ page: z._default(queryNumber(z.int().check(z.nonnegative())), 0) }),
  response: z.array(
    z.object({ id: z.string(), vacancyId: z.string(), name: z.string(), phone: z.string(), text: z.nullable(z.string()), createdDate: z.string() }),
  ),
  withToken: true,
  use: "applications to the brand's vacancies, newest first, 50 a page",
});

/** Every call of this module by name, for the routes and the storefront's client. */
export const featureEndpoints = {
  addFavourite: addFavouriteEndpoint,
  removeFavourite: removeFavouriteEndpoint,
  openPromos: openPromosEndpoint,
  vacancies: vacanciesEndpoint,
  vacancy: vacancyEndpoint,
  applyToVacancy: applyEndpoint,
  bookingSlots: bookingSlotsEndpoint,
  createReservation: createReservationEndpoint,
  reservations: reservationsEndpoint,
  cancelReservation: cancelReservationEndpoint,
  table: tableEndpoint,
  callWaiter: callWaiterEndpoint,
  tableCalls: tableCallsEndpoint,
  reviewOrder: reviewOrderEndpoint,
  orderReviews: orderReviewsEndpoint,
  productReviews: productReviewsEndpoint,
  operatorTables: operatorTablesEndpoint,
  operatorTableCalls: operatorTableCallsEndpoint,
  operatorMoveTableCall: operatorMoveTableCallEndpoint,
  operatorReservations: operatorReservationsEndpoint,
  operatorMoveReservation: operatorMoveReservationEndpoint,
  operatorApplications: operatorApplicationsEndpoint,
} as const;
