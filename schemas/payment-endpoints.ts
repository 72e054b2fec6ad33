/**
 * The calls of online payment (docs/decisions/018-payments.md): SPEC point 7's checkout info of an
 * order, and ours: switching an unpaid order's method, paying it with a saved card, and the saved
 * cards themselves (Payme's Subscribe API: the browser gives Payme the card, we keep its token).
 * The providers' own calls to our server (Payme's JSON-RPC, Click's Prepare and Complete, Uzum's
 * callback) speak the providers' protocols, not this contract (server/payments/).
 */
import * as z from 'zod/mini';
import { idSchema, languageSchema, onlineProviderSchema, paymentStateSchema, paymentTypeSchema } from './common.ts';
import { endpoint, okSchema } from './endpoints.ts';
import { ROUTE_PATHS } from './routes.ts';

/**
 * Where to pay an order now: the provider's page (`url`; null once nothing is to be paid), the
 * amount in so'm, the payment's state and when an unpaid order stops taking payments.
 */
export const checkoutAnswerSchema = z.object({
  url: z.nullable(z.string()),
  provider: z.nullable(onlineProviderSchema),
  amount: z.int(),
  status: paymentStateSchema,
  expiresAt: z.nullable(z.string()),
  /** The page is the payment sandbox, not the provider's (development only). */
  sandbox: z.boolean(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** The shopper's language: the provider's page opens in it (a bad value reads as uz). */
const visitQuerySchema = z.object({ language: z.optional(languageSchema) });

export const checkoutEndpoint = endpoint({
  name: 'checkout',
  method: 'GET',
  path: '/payments/v2/checkout/:id',
  query: visitQuerySchema,
  response: checkoutAnswerSchema,
  withToken: true,
  use: 'checkout info: the provider page of an own unpaid order',
});

export const paymentMethodChangeSchema = z.object({ paymentType: paymentTypeSchema });
export const changePaymentMethodEndpoint = endpoint({
  name: 'changePaymentMethod',
  method: 'POST',
  path: '/payments/v1/orders/:id/method',
  query: visitQuerySchema,
  body: paymentMethodChangeSchema,
  response: checkoutAnswerSchema,
  withToken: true,
  use: 'switch an own unpaid order to another offered method (ours); never a second order',
});

/** A saved card as the shopper sees it: a mask and an expiry, never the number or a token. */
export const savedCardSchema = z.object({
  id: idSchema,
  number: z.string(),
  expire: z.string(),
  provider: z.literal('PAYME'),
  createdDate: z.string(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const cardsEndpoint = endpoint({
  name: 'cards',
  method: 'GET',
  path: '/payments/v1/cards',
  response: z.array(savedCardSchema),
  withToken: true,
  use: 'saved cards (ours)',
});
export const saveCardEndpoint = endpoint({
  name: 'saveCard',
  method: 'POST',
  path: '/payments/v1/cards',
  body: z.object({ token: z.string().check(z.minLength(8), z.maxLength(400)) }),
  response: savedCardSchema,
  withToken: true,
  use: 'keep a card Payme verified, by its token (ours)',
});
export const removeCardEndpoint = endpoint({
  name: 'removeCard',
  method: 'DELETE',
  path: '/payments/v1/cards/:id',
  response: okSchema,
  withToken: true,
  use: 'forget a saved card (ours)',
});
export const payWithCardEndpoint = endpoint({
  name: 'payWithCard',
  method: 'POST',
  path: '/payments/v1/orders/:id/card',
  query: visitQuerySchema,
  body: z.object({ cardId: idSchema }),
  response: checkoutAnswerSchema,
  withToken: true,
  use: 'pay an own unpaid order with a saved card (ours)',
});

/**
 * The pages whose form sends a card from the browser to Payme's Subscribe API: only their documents'
 * Content-Security-Policy lets the browser reach Payme (connect-src), so the card form works only
 * in a document loaded at one of them.
 */
export const CARD_FORM_PATHS: readonly string[] = [ROUTE_PATHS.profileCardsCreate, ROUTE_PATHS.profileCardsConfirm];

/** What the browser needs to add a card with Payme itself: the Subscribe API's address and the cashbox id (both public). */
export const cardFormSchema = z.object({ apiUrl: z.string(), cashboxId: z.string(), sandbox: z.boolean() });
export const cardFormEndpoint = endpoint({
  name: 'cardForm',
  method: 'GET',
  path: '/payments/v1/cards/form',
  response: cardFormSchema,
  withToken: true,
  use: "where the browser sends a new card (Payme's Subscribe API) (ours)",
});
