/**
 * An application to a vacancy as the form holds it, checked before it is sent: the contract's
 * body schema (schemas/feature-endpoints.ts) decides the name and the text, and the phone must be
 * an Uzbek mobile number, as the server will check it. Each problem is named by its field.
 */
import { normalizePhone, UZ_COUNTRY_CODE } from '#domain/phone';
import { applyEndpoint } from '#schemas/feature-endpoints';

export interface ApplicationDraft {
  readonly name: string;
  /** National digits, as the phone mask holds them. */
  readonly phoneDigits: string;
  readonly text: string;
}

export type ApplicationField = 'name' | 'phone' | 'text';
export type ApplicationProblems = Partial<Record<ApplicationField, true>>;

export type ApplicationBody = NonNullable<ReturnType<typeof applyEndpoint.body.parse>>;

/** The body to send, or the fields that are wrong. */
export function checkApplication(
  draft: ApplicationDraft,
): { readonly body: ApplicationBody; readonly problems: null } | { readonly body: null; readonly problems: ApplicationProblems } {
  const phone = `+${UZ_COUNTRY_CODE}${draft.phoneDigits}`;
  const text = draft.text.trim();
  const parsed = applyEndpoint.body.safeParse({ name: draft.name, phone, text: text || null });
  const problems: ApplicationProblems = {};
  if (!normalizePhone(phone)) problems.phone = true;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'name' || field === 'phone' || field === 'text') problems[field] = true;
    }
  }
  if (parsed.success && Object.keys(problems).length === 0) return { body: parsed.data, problems: null };
  return { body: null, problems };
}

/** The field a server's error names (`$.body.phone`), if it is one of the form's. */
export function fieldOfPath(path: string): ApplicationField | null {
  const match = /^\$\.body\.(name|phone|text)\b/.exec(path);
  return match ? (match[1] as ApplicationField) : null;
}
