/**
 * The calls of a shopper's account (ours: SPEC names no paths for the web sign-in): sign-in by
 * SMS code, the profile, the phone change, saved addresses and the development outbox, with
 * the rules of their fields. A module of its own so that only the screens that use them load
 * them (schemas/endpoints.ts loads with every page).
 */
import * as z from 'zod/mini';
import { boundedText, genderSchema, languageSchema, latitudeSchema, longitudeSchema, nullish, idSchema } from './common.ts';
import { branchSchema, productSchema, userSchema } from './entities.ts';
import { addressSchema } from './order-entities.ts';
import { endpoint, okSchema, queryBoolean, queryLatitude, queryLongitude } from './endpoints.ts';

/** A phone change's confirmation: the code sent to the new phone. */
export const phoneVerificationSchema = z.looseObject({
  id: nullish(z.string()),
  code: z.string(),
  phone: z.string(),
  type: nullish(z.string()),
  time: nullish(z.number()),
  timestamp: nullish(z.number()),
});

/**
 * A phone as typed; the server normalises it to `998XXXXXXXXX` (src/domain/phone.ts) and answers
 * INVALID_PHONE for anything else.
 */
const phoneInputSchema = z.string().check(z.maxLength(32));
/** A sign-in code: six digits. */
export const SIGN_IN_CODE_LENGTH = 6;
export const signInCodeSchema = z.string().check(z.regex(/^\d{6}$/, { error: 'expected the 6-digit code' }));
/** A code was sent: how long it is valid, and when another may be asked for. */
export const codeSentSchema = z.object({ ttlSeconds: z.int(), resendSeconds: z.int() });
export type CodeSent = z.infer<typeof codeSentSchema>;
export const signedInSchema = z.object({ token: z.string(), user: userSchema });

/** A person's name: letters, spaces, apostrophes, hyphens and dots, at most 50. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}'ʻʼ‘’. -]{0,49}$/u;
const nameSchema = z.string().check(z.trim(), z.regex(NAME, { error: 'expected a name: letters, spaces, apostrophes or hyphens, at most 50' }));
/** YYYY-MM-DD, a real calendar day after 1900-01-01 and before today. */
export const birthdaySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date YYYY-MM-DD' }),
  z.refine(
    (value: string) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value >= '1900-01-01' && day.getTime() < Date.now() - 86_400_000;
    },
    { error: 'expected a past date' },
  ),
);
/** What a shopper may change of their profile (PUT users/v1/users/{id}); other fields are ignored. */
export const userUpdateSchema = z.looseObject({
  firstName: nullish(nameSchema),
  lastName: nullish(nameSchema),
  email: nullish(z.union([z.literal(''), z.string().check(z.maxLength(254), z.email({ error: 'expected an e-mail address' }))])),
  birthday: nullish(z.union([z.literal(''), birthdaySchema])),
  gender: nullish(genderSchema),
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;
/** Free text of an address field: trimmed, bounded. */
const field = boundedText;
/**
 * A saved address as the shopper gives it (POST/PUT /users/v1/addresses): a point on the map
 * (or none, typed without the map: then both coordinates are left out and the server keeps the
 * city) and the details a courier needs. A street or a name is required: the server checks it and
 * says so in the shopper's words. Ids, dates and owners are the server's.
 */
export const addressInputSchema = z
  .object({
    type: z._default(z.enum(['HOUSE', 'APARTMENT']), 'HOUSE'),
    name: field(100),
    streetName: field(200),
    houseNumber: field(20),
    details: field(300),
    description: field(500),
    latitude: nullish(latitudeSchema),
    longitude: nullish(longitudeSchema),
    cityId: nullish(idSchema),
    office: field(20),
    domophone: field(20),
    entrance: field(20),
    floor: field(20),
    comment: field(500),
  })
  .check(
    z.refine((a) => (a.latitude == null) === (a.longitude == null), {
      error: 'expected both coordinates of the point, or neither',
      path: ['latitude'],
    }),
  );
export type AddressInput = z.infer<typeof addressInputSchema>;
/** Saved addresses one shopper may keep. */
export const MAX_SAVED_ADDRESSES = 50;

/** A message kept by the development SMS outbox. */
export const outboxMessageSchema = z.object({ phone: z.string(), text: z.string(), sentAt: z.string() });

// SPEC names no paths for the web sign-in: ours (the accounts issue).
export const sendCodeEndpoint = endpoint({
  name: 'sendCode',
  method: 'POST',
  path: '/users/v1/auth/send-code',
  // The language of the SMS text (default: the lang cookie, else the brand's main language).
  body: z.object({ phone: phoneInputSchema, language: z.optional(languageSchema) }),
  response: codeSentSchema,
  use: 'send a sign-in code by SMS; the same answer for a known or an unknown phone',
});
export const verifyCodeEndpoint = endpoint({
  name: 'verifyCode',
  method: 'POST',
  path: '/users/v1/auth/verify',
  body: z.object({ phone: phoneInputSchema, code: z.string().check(z.maxLength(16)) }),
  response: signedInSchema,
  use: 'sign in with the code; a new phone creates the user',
});
export const updateUserEndpoint = endpoint({
  name: 'updateUser',
  method: 'PUT',
  path: '/users/v1/users/:id',
  body: userUpdateSchema,
  response: userSchema,
  withToken: true,
  use: 'update profile',
});
export const requestPhoneChangeEndpoint = endpoint({
  name: 'requestPhoneChange',
  method: 'PUT',
  path: '/users/v1/users/phone',
  body: z.object({ phone: phoneInputSchema, type: z.literal('WEB'), language: z.optional(languageSchema) }),
  response: codeSentSchema,
  withToken: true,
  use: 'request phone change',
});
export const verifyPhoneChangeEndpoint = endpoint({
  name: 'verifyPhoneChange',
  method: 'PUT',
  path: '/users/v1/users/phone/verify',
  body: phoneVerificationSchema,
  response: userSchema,
  withToken: true,
  use: 'confirm phone change',
});
export const deleteAccountEndpoint = endpoint({
  name: 'deleteAccount',
  method: 'DELETE',
  path: '/users/v1/users',
  response: okSchema,
  withToken: true,
  use: 'delete the account',
});

// Saved addresses (SPEC lists the screens, not the calls): ours.
export const addressesEndpoint = endpoint({
  name: 'addresses',
  method: 'GET',
  path: '/users/v1/addresses',
  response: z.array(addressSchema),
  withToken: true,
  use: 'saved addresses, newest first',
});
export const createAddressEndpoint = endpoint({
  name: 'createAddress',
  method: 'POST',
  path: '/users/v1/addresses',
  body: addressInputSchema,
  response: addressSchema,
  withToken: true,
  use: 'save an address',
});
export const updateAddressEndpoint = endpoint({
  name: 'updateAddress',
  method: 'PUT',
  path: '/users/v1/addresses/:id',
  body: addressInputSchema,
  response: addressSchema,
  withToken: true,
  use: 'change a saved address',
});
export const deleteAddressEndpoint = endpoint({
  name: 'deleteAddress',
  method: 'DELETE',
  path: '/users/v1/addresses/:id',
  response: okSchema,
  withToken: true,
  use: 'forget a saved address',
});
/** Development only: the SMS outbox of one phone, newest first (loopback, outbox mode). */
export const devOutboxEndpoint = endpoint({
  name: 'devOutbox',
  method: 'GET',
  path: '/dev/outbox',
  query: z.object({ phone: phoneInputSchema }),
  response: z.array(outboxMessageSchema),
  use: 'development SMS outbox',
});

/** The signed-in shopper's own calls beside the profile: logout, favourites, the closest branch. */
export const logoutEndpoint = endpoint({ name: 'logout', method: 'POST', path: '/users/v1/users/logout', response: okSchema, withToken: true, use: 'logout' });
export const favouritesEndpoint = endpoint({
  name: 'favourites',
  method: 'GET',
  path: '/products/v1/favourite/all',
  query: z.object({ userId: idSchema, isFavourite: z.optional(queryBoolean) }),
  response: z.array(productSchema),
  withToken: true,
  use: 'favourites',
});
export const closestBranchAuthenticatedEndpoint = endpoint({
  name: 'closestBranchAuthenticated',
  method: 'GET',
  path: '/users/v1/local/branch/closest',
  query: z.object({ lat: queryLatitude, lon: queryLongitude }),
  response: branchSchema,
  withToken: true,
  use: 'closest branch, authenticated',
});
