import { dateLabel } from '#domain/order-dates';
import { formatMoney } from '#domain/pricing';
import type { Vacancy } from '#schemas/entities';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';

/** A vacancy's salary range, its branch and its dates, one line each. */
export function VacancyFacts({ vacancy }: { readonly vacancy: Vacancy }) {
  const { t, language } = useT();
  const text = useLocalized();
  const branches = useBranches().data;
  const branch = vacancy.branchId ? branches?.find((b) => b.id === vacancy.branchId) : undefined;
  const from = vacancy.salaryFrom != null ? formatMoney(vacancy.salaryFrom, language) : null;
  const to = vacancy.salaryTo != null ? formatMoney(vacancy.salaryTo, language) : null;
  const salary =
    from && to
      ? t('extras.vacancies.salaryRange', { from, to })
      : from
        ? t('extras.vacancies.salaryFrom', { value: from })
        : to
          ? t('extras.vacancies.salaryTo', { value: to })
          : null;
  const facts = [
    branch ? text(branch.name) : null,
    vacancy.publishedFrom ? t('extras.vacancies.published', { date: dateLabel(vacancy.publishedFrom, language) }) : null,
    vacancy.publishedTo ? t('extras.vacancies.openUntil', { date: dateLabel(vacancy.publishedTo, language) }) : null,
  ].filter((f): f is string => f !== null);
  return (
    <>
      {salary ? <p className="vacancy__salary">{salary}</p> : null}
      {facts.length > 0 ? <p className="vacancy__facts">{facts.join(' · ')}</p> : null}
    </>
  );
}
