import type { Branch } from '#schemas/entities';
import { branchHoursOn, isRoundTheClock } from '#domain/branch-hours';
import type { useT } from '#storefront/i18n/use-t.ts';

/** A branch's hours today as a shopper reads them: "Today 09:00–21:00", "Open 24 hours" or "Closed today". */
export function todayHoursText(branch: Branch, now: Date, t: ReturnType<typeof useT>['t']): string {
  const hours = branchHoursOn(branch, now);
  if (!hours) return t('branches.closedToday');
  return isRoundTheClock(hours) ? t('branches.roundTheClock') : t('branches.today', { open: hours.open, close: hours.close });
}
