/**
 * The Telegram bot's calls (SPEC point 7, the mini app's sign-in, contact request, logout and
 * basket hand-over) and their bodies. Only the mini app's chunk loads them.
 */
import * as z from 'zod/mini';
import { idSchema, intIdSchema, nullish, paymentTypeSchema } from './common.ts';
import { branchSchema, userSchema } from './entities.ts';
import { cartItemSchema } from './order-entities.ts';
import { endpoint, okSchema } from './endpoints.ts';

const tokenAnswerSchema = z.object({ token: z.string(), user: nullish(userSchema) });

export const botLoginSchema = z.object({
  status: nullish(z.string()),
  initData: z.string(),
  phone: nullish(z.string()),
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
});

export const botBasketSchema = z.looseObject({
  cartItems: z.array(cartItemSchema),
  branch: nullish(branchSchema),
  branchId: nullish(idSchema),
  telegramId: nullish(z.union([z.string(), z.number()])),
  merchantId: idSchema,
  paymentType: nullish(paymentTypeSchema),
  comment: nullish(z.string()),
  promoCode: nullish(z.string()),
  promoId: nullish(intIdSchema),
});
export type BotBasket = z.infer<typeof botBasketSchema>;

export const botLogoutEndpoint = endpoint({
  name: 'botLogout',
  method: 'POST',
  path: '/webbot/v1/users/logout',
  response: okSchema,
  withToken: true,
  use: 'bot logout',
});
export const botLogoutVariantEndpoint = endpoint({
  name: 'botLogoutVariant',
  method: 'PUT',
  path: '/webbot/v1/users/logout',
  body: z.object({ initData: z.string(), language: z.optional(z.string()) }),
  response: okSchema,
  withToken: true,
  use: 'bot logout, variant',
});
export const botTokenEndpoint = endpoint({
  name: 'botToken',
  method: 'POST',
  path: '/webbot/v1/users/token',
  body: z.object({ initData: z.string() }),
  response: tokenAnswerSchema,
  use: 'messenger token',
});
export const botAuthEndpoint = endpoint({
  name: 'botAuth',
  method: 'POST',
  path: '/webbot/v1/users/auth',
  body: z.object({ initData: z.string() }),
  response: tokenAnswerSchema,
  withToken: true,
  use: 'messenger auth',
});
export const botLoginEndpoint = endpoint({
  name: 'botLogin',
  method: 'POST',
  path: '/webbot/v1/users/login',
  body: botLoginSchema,
  response: tokenAnswerSchema,
  use: 'messenger login; returns token and user',
});
export const botSettingsEndpoint = endpoint({
  name: 'botSettings',
  method: 'GET',
  path: '/webbot/v1/setting',
  response: z.object({ isPhoneVerificationRequired: z.boolean() }),
  use: 'messenger settings',
});
export const botContactEndpoint = endpoint({
  name: 'botContact',
  method: 'POST',
  path: '/webbot/v1/users/contact',
  body: z.object({ initData: z.string() }),
  response: z.object({ status: z.enum(['SENT', 'NOT_SENT']) }),
  use: "whether the bot has received the Telegram user's contact (SPEC 4, messenger contact request)",
});
export const botBasketEndpoint = endpoint({
  name: 'botBasket',
  method: 'POST',
  path: '/webbot/v1/basket',
  body: botBasketSchema,
  response: okSchema,
  withToken: true,
  use: 'messenger basket hand-over',
});

/**
 * A Telegram update as the bot's webhook reads it (core.telegram.org/bots/api#update): a message
 * with its sender and, when the sender shared one, a contact. Everything else is kept unread; an
 * update that is not this shape is acknowledged and ignored.
 */
export const telegramUpdateSchema = z.looseObject({
  message: z.optional(
    z.looseObject({
      from: z.optional(z.looseObject({ id: z.number() })),
      contact: z.optional(z.looseObject({ phone_number: z.string().check(z.maxLength(32)), user_id: z.optional(z.number()) })),
    }),
  ),
});
