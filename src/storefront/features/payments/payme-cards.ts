/**
 * Adding a card goes from the browser straight to Payme's Subscribe API (INTEGRATIONS.md, "Payme
 * Subscribe API"): the card number and expiry never reach our server, which keeps only the token
 * Payme answers. JSON-RPC over POST with `X-Auth: <cashbox id>`: `cards.create`, then
 * `cards.get_verify_code` (Payme texts the card's owner a code), then `cards.verify`. Payme's
 * answers pass a schema like any input from outside; its errors become the few problems the
 * shopper can act on.
 */
import * as z from 'zod/mini';

/** Where the cards go (GET /payments/v1/cards/form). */
export interface CardApi {
  readonly apiUrl: string;
  readonly cashboxId: string;
}

/**
 * What went wrong, as the shopper can act on it: Payme refused the card (number or expiry), the
 * code was wrong or ran out, the card's token is unknown (start again), or Payme did not answer.
 */
export type CardProblem = 'cardRefused' | 'codeWrong' | 'cardLost' | 'unavailable';

export class CardError extends Error {
  readonly problem: CardProblem;
  constructor(problem: CardProblem) {
    super(`Payme: ${problem}`);
    this.problem = problem;
  }
}

/** Payme's error codes of the card methods, by what the shopper can do about them. */
function problemOf(code: number): CardProblem {
  if (code === -31400) return 'cardLost';
  if (code >= -31103 && code <= -31101) return 'codeWrong';
  if (code <= -31000 && code > -32000) return 'cardRefused';
  return 'unavailable';
}

const envelopeSchema = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number() })),
});
const cardSchema = z.object({ card: z.object({ number: z.string(), expire: z.string(), token: z.string().check(z.minLength(8)), verify: z.boolean() }) });
const codeSchema = z.object({ sent: z.boolean(), phone: z.string(), wait: z.number() });

/** A card method answers within this, or Payme counts as unavailable. */
const CALL_TIMEOUT_MS = 20_000;

async function call<T>(api: CardApi, method: string, params: object, answer: z.ZodMiniType<T>): Promise<T> {
  let json: unknown;
  try {
    const response = await fetch(api.apiUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Auth': api.cashboxId },
      body: JSON.stringify({ id: Date.now(), method, params }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      credentials: 'omit',
    });
    json = await response.json();
  } catch {
    throw new CardError('unavailable');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new CardError('unavailable');
  if (envelope.data.error) throw new CardError(problemOf(envelope.data.error.code));
  const result = answer.safeParse(envelope.data.result);
  if (!result.success) throw new CardError('unavailable');
  return result.data;
}

/** A card as Payme created it: masked, with its token, not verified yet. */
export type CreatedCard = z.infer<typeof cardSchema>['card'];
/** Where Payme sent the code (a masked phone) and how long before another may be asked, in ms. */
export type SentCode = z.infer<typeof codeSchema>;

export async function createCard(api: CardApi, card: { readonly number: string; readonly expire: string }): Promise<CreatedCard> {
  return (await call(api, 'cards.create', { card, save: true }, cardSchema)).card;
}

export async function sendCardCode(api: CardApi, token: string): Promise<SentCode> {
  return call(api, 'cards.get_verify_code', { token }, codeSchema);
}

export async function verifyCard(api: CardApi, token: string, code: string): Promise<CreatedCard> {
  const { card } = await call(api, 'cards.verify', { token, code }, cardSchema);
  if (!card.verify) throw new CardError('codeWrong');
  return card;
}
