/**
 * A card Payme created but the shopper has not confirmed yet, handed from the card form to the
 * code screen in the history entry's state: it survives a reload of the code screen and is gone
 * with the entry. Read back through a schema, like anything the browser keeps.
 */
import * as z from 'zod/mini';

const cardDraftSchema = z.object({
  /** Payme's token of the card (not verified yet). */
  token: z.string().check(z.minLength(8), z.maxLength(400)),
  /** The masked number Payme answered. */
  number: z.string(),
  /** Where Payme sent the code (masked), and how long before another may be asked for. */
  phone: z.string(),
  waitMs: z.number(),
  sentAt: z.number(),
  /** Where the shopper goes once the card is kept (a path of this site). */
  back: z.string().check(z.regex(/^\/(?!\/)/)),
});
export type CardDraft = z.infer<typeof cardDraftSchema>;

const stateSchema = z.object({ cardDraft: cardDraftSchema });

/** The history state that carries a draft. */
export const cardDraftOf = (draft: CardDraft) => ({ cardDraft: draft });

/** The draft a history entry's state carries, or null. */
export function readCardDraft(state: unknown): CardDraft | null {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data.cardDraft : null;
}
