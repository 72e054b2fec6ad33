import { Link } from 'react-router';
import { withChosenService, type OrderChoices } from '#domain/order-choices';
import type { OrderRequest } from '#schemas/order-entities';
import type { SeatedTable } from '#storefront/lib/table-store.ts';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useHydrated } from '#storefront/lib/use-hydrated.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { DeliveryAddress, type AddressKeeping } from './delivery-address.tsx';
import { branchNote } from './branch-note.ts';
import { Choice, fieldSectionId, Section, TextField } from './form-parts.tsx';

type Update = (change: (r: OrderRequest) => OrderRequest) => void;
type ProblemAt = (field: 'address' | 'branch' | 'table') => string | null;

/**
 * For pick-up and dine-in: the branches that take the basket (each by its address, today's hours
 * and whether it is open now), the map to choose on, and the table. A chosen branch that cannot
 * take the basket is named, never replaced silently.
 */
function BranchSection({ choices, update, problemAt }: { readonly choices: OrderChoices; readonly update: Update; readonly problemAt: ProblemAt }) {
  const { t } = useT();
  const text = useLocalized();
  const hydrated = useHydrated();
  const now = hydrated ? new Date() : null;
  const { serviceType, branchOptions, branch, request, replaced } = choices;
  // "No branch can make the basket" is said once, at the list's place.
  const branchProblem = problemAt('branch');
  return (
    <>
      <Section title={t('order.branch')} field="branch" problem={branchProblem}>
        {replaced && branch ? (
          <p className="checkout__message checkout__message--warn" role="status" data-testid="branch-replaced">
            {t('order.branchReplaced', { name: text(replaced.name), other: text(branch.name) })}
          </p>
        ) : null}
        {branchOptions.length > 0 ? (
          <div className="choices choices--column" role="radiogroup" aria-label={t('order.branch')}>
            {branchOptions.map((b) => (
              <Choice
                key={b.id}
                name="branch"
                checked={branch?.id === b.id}
                onChange={() => update((r) => ({ ...r, branch: b }))}
                hint={branchNote(b, now, t, text) || null}
              >
                {text(b.name)}
              </Choice>
            ))}
          </div>
        ) : null}
        {serviceType === 'PICK_UP' ? (
          <Link className="button button--link" to={`${paths.addressPickup}?back=${encodeURIComponent(paths.checkout)}`}>
            {t('order.chooseBranchOnMap')}
          </Link>
        ) : null}
        {serviceType === 'DINE_IN' ? (
          <div id={fieldSectionId('table')}>
            <TextField
              label={t('order.table')}
              value={request.tableId}
              maxLength={20}
              inputMode="numeric"
              onChange={(v) => update((r) => ({ ...r, tableId: v }))}
            />
            {problemAt('table') ? (
              <p className="field__error" data-testid="problem-table">
                {problemAt('table')}
              </p>
            ) : null}
          </div>
        ) : null}
      </Section>
    </>
  );
}

/** At a table (a printed code): the order is dine-in there; the table stands for the address and the branch. */
function TableSection({ seated, branchName }: { readonly seated: SeatedTable; readonly branchName: string | null }) {
  const { t } = useT();
  return (
    <Section title={t('order.serviceType.DINE_IN')} field="table">
      <p className="checkout__message" data-testid="seated-table">
        <strong>{t('order.atTable', { name: seated.name || seated.tableId })}</strong>
        {branchName ? ` · ${branchName}` : null}
      </p>
      <p className="field__hint">{t('order.atTableHint')}</p>
    </Section>
  );
}

/** How the order is received (when the brand offers more than one way), and where: the address, the branch or the table. */
export function ServiceStep({
  choices,
  update,
  signedIn,
  problemAt,
  seated,
  addressKeeping,
}: {
  readonly choices: OrderChoices;
  readonly update: Update;
  readonly signedIn: boolean;
  readonly problemAt: ProblemAt;
  readonly seated: SeatedTable | null;
  readonly addressKeeping: AddressKeeping | null;
}) {
  const { t } = useT();
  const text = useLocalized();
  const { services, serviceType } = choices;
  if (seated) return <TableSection seated={seated} branchName={choices.branch ? text(choices.branch.name) : null} />;
  return (
    <>
      {services.length > 1 ? (
        <Section title={t('order.service')}>
          <div className="choices" role="radiogroup" aria-label={t('order.service')}>
            {services.map((s) => (
              <Choice key={s} name="service" checked={serviceType === s} onChange={() => update((r) => withChosenService(r, s))}>
                {t(asKey(`order.serviceType.${s}`))}
              </Choice>
            ))}
          </div>
        </Section>
      ) : null}

      {serviceType === 'DELIVERY' ? (
        <DeliveryAddress
          request={choices.request}
          update={update}
          signedIn={signedIn}
          problem={problemAt('address')}
          preselected={choices.addressPreselected}
          keeping={addressKeeping}
        />
      ) : null}

      {serviceType === 'PICK_UP' || serviceType === 'DINE_IN' ? <BranchSection choices={choices} update={update} problemAt={problemAt} /> : null}
    </>
  );
}
