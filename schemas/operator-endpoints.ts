/**
 * The restaurant's side: the operator API under /operator/v1 (DESIGN "Orders and money"). Every
 * call carries the merchant header and `Authorization: Bearer KEY` with a key of that merchant
 * (`npm run operator:key -- SUB`). The storefront never calls these.
 */
import * as z from 'zod/mini';
import { courierStatusSchema, idSchema, latitudeSchema, localDateSchema, longitudeSchema, nullish, orderStatusSchema } from './common.ts';
import { courierSchema, orderSchema } from './order-entities.ts';
import { endpoint, queryNumber } from './endpoints.ts';
import { orderDetailSchema, pageSchema } from './order-endpoints.ts';

/** Orders an operator lists per page at most. */
export const OPERATOR_PAGE_SIZE_MAX = 200;

const statusListSchema = z.pipe(
  z.string().check(z.regex(/^[A-Z_]+(,[A-Z_]+)*$/, { error: 'expected statuses separated by commas' })),
  z.pipe(
    z.transform((v: string) => v.split(',')),
    z.array(orderStatusSchema),
  ),
);

/** An order as the restaurant sees it: with the shopper to call and the moves it allows now. */
export const operatorOrderSchema = z.extend(orderDetailSchema, {
  customer: nullish(z.looseObject({ id: idSchema, firstName: nullish(z.string()), lastName: nullish(z.string()), phone: nullish(z.string()) })),
  allowedMoves: z.array(orderStatusSchema),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

export const operatorMoveSchema = z.object({
  status: orderStatusSchema,
  /** The move also records the payment (history PAID_AND_CHANGE_STATUS). */
  paid: z._default(z.boolean(), false),
  reason: nullish(z.string().check(z.trim(), z.maxLength(500))),
});
export const courierInputSchema = z.object({
  firstName: nullish(z.string().check(z.trim(), z.maxLength(50))),
  lastName: nullish(z.string().check(z.trim(), z.maxLength(50))),
  phone: nullish(z.string().check(z.trim(), z.maxLength(32))),
  branchId: nullish(idSchema),
});
/** A courier as the restaurant sees them, with their position. */
export const operatorCourierSchema = z.extend(courierSchema, {
  user: nullish(z.looseObject({ id: idSchema, firstName: nullish(z.string()), lastName: nullish(z.string()), phone: nullish(z.string()) })),
  position: nullish(z.object({ latitude: latitudeSchema, longitude: longitudeSchema, at: nullish(z.string()) })),
});

export const operatorOrdersEndpoint = endpoint({
  name: 'operatorOrders',
  method: 'GET',
  path: '/operator/v1/orders',
  query: z.object({
    /** Statuses, comma-separated; absent: every status. */
    status: z.optional(statusListSchema),
    /** The branch-local day of the order: when it is due for a scheduled one, else when it was placed. */
    day: z.optional(localDateSchema),
    page: z._default(queryNumber(z.int().check(z.nonnegative())), 0),
    size: z._default(queryNumber(z.int().check(z.positive(), z.lte(OPERATOR_PAGE_SIZE_MAX))), 50),
  }),
  response: pageSchema(orderSchema),
  withToken: true,
  use: 'orders by status and day, newest first',
});
export const operatorOrderEndpoint = endpoint({
  name: 'operatorOrder',
  method: 'GET',
  path: '/operator/v1/orders/:id',
  response: operatorOrderSchema,
  withToken: true,
  use: 'one order with its history and allowed moves',
});
export const operatorMoveEndpoint = endpoint({
  name: 'operatorMove',
  method: 'POST',
  path: '/operator/v1/orders/:id/status',
  body: operatorMoveSchema,
  response: operatorOrderSchema,
  withToken: true,
  use: "move the order's status (only an allowed move: else 409 STATUS_NOT_ALLOWED naming the allowed ones)",
});
export const operatorAssignCourierEndpoint = endpoint({
  name: 'operatorAssignCourier',
  method: 'POST',
  path: '/operator/v1/orders/:id/courier',
  body: z.object({ courierId: idSchema }),
  response: operatorOrderSchema,
  withToken: true,
  use: 'assign a courier to an active delivery',
});
export const operatorCouriersEndpoint = endpoint({
  name: 'operatorCouriers',
  method: 'GET',
  path: '/operator/v1/couriers',
  response: z.array(operatorCourierSchema),
  withToken: true,
  use: "the merchant's couriers",
});
export const operatorSaveCourierEndpoint = endpoint({
  name: 'operatorSaveCourier',
  method: 'PUT',
  path: '/operator/v1/couriers/:id',
  body: courierInputSchema,
  response: operatorCourierSchema,
  withToken: true,
  use: 'create or change a courier',
});
export const operatorCourierStatusEndpoint = endpoint({
  name: 'operatorCourierStatus',
  method: 'POST',
  path: '/operator/v1/couriers/:id/status',
  body: z.object({ status: courierStatusSchema }),
  response: operatorCourierSchema,
  withToken: true,
  use: "the courier's status, on each active order they carry",
});
export const operatorCourierPositionEndpoint = endpoint({
  name: 'operatorCourierPosition',
  method: 'POST',
  path: '/operator/v1/couriers/:id/position',
  body: z.object({ latitude: latitudeSchema, longitude: longitudeSchema }),
  response: operatorCourierSchema,
  withToken: true,
  use: "the courier's position, announced to the shoppers they carry for",
});

export const operatorEndpoints = {
  operatorOrders: operatorOrdersEndpoint,
  operatorOrder: operatorOrderEndpoint,
  operatorMove: operatorMoveEndpoint,
  operatorAssignCourier: operatorAssignCourierEndpoint,
  operatorCouriers: operatorCouriersEndpoint,
  operatorSaveCourier: operatorSaveCourierEndpoint,
  operatorCourierStatus: operatorCourierStatusEndpoint,
  operatorCourierPosition: operatorCourierPositionEndpoint,
} as const;
