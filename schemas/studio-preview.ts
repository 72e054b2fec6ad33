/**
 * The messages between the studio and its preview frame (the real storefront rendering the
 * draft, docs/decisions/020-studio.md), posted between windows of one origin only. The settings
 * travel as they stand in the editor: the storefront reads them leniently, as it reads any.
 */
import * as z from 'zod/mini';
import { languageSchema } from './common.ts';

/** The studio to the frame: draw these settings (and this language). */
export const previewDraftMessageSchema = z.object({
  type: z.literal('studio-draft'),
  /** Echoed by the frame once it has drawn the draft: the studio measures the time it took. */
  id: z.int(),
  settings: z.record(z.string(), z.unknown()),
  language: z.optional(languageSchema),
});
export type PreviewDraftMessage = z.infer<typeof previewDraftMessageSchema>;

/** The frame to the studio: ready for drafts, or drawn the draft of `id`. */
export const previewAnswerSchema = z.union([
  z.object({ type: z.literal('studio-preview-ready') }),
  z.object({ type: z.literal('studio-preview-shown'), id: z.int() }),
]);
export type PreviewAnswer = z.infer<typeof previewAnswerSchema>;
