/**
 * A notice that waits for the next page (SPEC point 4 and 9): a logout reloads the page, and the
 * notice that says why shows once the next page has hydrated (app/app-toasts.tsx). It waits in
 * session storage as a translation key from a fixed list, read back through a schema. Apart from
 * the notification stack, which is loaded after the first paint.
 */
import * as z from 'zod/mini';

/** Notices that may wait for the next page: translation keys. */
export const LATER_NOTICES = ['errors.sessionExpired', 'notice.signedOut', 'notice.deleted'] as const;
const laterNoticeSchema = z.object({ key: z.enum(LATER_NOTICES), tone: z.enum(['info', 'success', 'error']) });
export type LaterNotice = z.infer<typeof laterNoticeSchema>;

const LATER_KEY = 'sf:notice';

export function notifyAfterReload(notice: LaterNotice): void {
  try {
    sessionStorage.setItem(LATER_KEY, JSON.stringify(notice));
  } catch {
    // without session storage the notice is skipped
  }
}

/** The notice left by the previous page, taken (read once). */
export function takeLaterNotice(): LaterNotice | null {
  try {
    const raw = sessionStorage.getItem(LATER_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(LATER_KEY);
    const parsed = laterNoticeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
