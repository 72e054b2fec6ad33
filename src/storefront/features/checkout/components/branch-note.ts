import type { Branch } from '#schemas/entities';
import { isBranchOpen } from '#domain/branch-hours';
import { todayHoursText } from '#storefront/features/branches/hours-text.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import type { useLocalized } from '#storefront/lib/use-localized.ts';

/**
 * A branch as a shopper chooses it: its address (in the page's language: `text`), today's hours and
 * whether it is open now (`now` null before hydration).
 */
export function branchNote(branch: Branch, now: Date | null, t: ReturnType<typeof useT>['t'], text: ReturnType<typeof useLocalized>): string {
  const parts: string[] = [];
  if (branch.address) parts.push(text(branch.address));
  if (now) {
    parts.push(todayHoursText(branch, now, t));
    parts.push(isBranchOpen(branch, now) ? t('branches.openNow') : t('branches.closed'));
  }
  return parts.join(' · ');
}
