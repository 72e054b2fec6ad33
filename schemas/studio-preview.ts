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

/**
 * The widths a preview frame shows the storefront at (CSS pixels of the page in the frame) and
 * the scale it is drawn at, so a tablet's and a desktop's page fit beside the editor: the studio's
 * preview and the development preview sheet (/dev/preview) frame the storefront alike.
 */
export const PREVIEW_WIDTHS = {
  phone: { width: 360, height: 720, scale: 1 },
  tablet: { width: 768, height: 1024, scale: 0.6 },
  desktop: { width: 1280, height: 900, scale: 0.45 },
} as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
