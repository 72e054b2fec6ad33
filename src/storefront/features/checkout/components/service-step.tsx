import { Link } from 'react-router';
import type { OrderChoices } from '#domain/order-choices';
import type { OrderRequest } from '#schemas/order-entities';
import { asKey, useT } from '#storefront/i18n/use-t.ts';
import { paths } from '#storefront/lib/paths.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { DeliveryAddress } from './delivery-address.tsx';
import { Choice, Section, TextField } from './form-parts.tsx';

type Update = (change: (r: OrderRequest) => OrderRequest) => void;

/** For pick-up and dine-in: the branches that take the basket, the map to choose on, and the table. */
function BranchSection({ choices, update }: { readonly choices: OrderChoices; readonly update: Update }) {
  const { t } = useT();
  const text = useLocalized();
  const { serviceType, branchOptions, branch, request } = choices;
  return (
    <Section title={t('order.branch')}>
      {branchOptions.length === 0 ? <p className="field__error" role="alert">{t('order.noBranch')}</p> : (
        <div className="choices choices--column" role="radiogroup" aria-label={t('order.branch')}>
          {branchOptions.map((b) => (
            <Choice key={b.id} name="branch" checked={branch?.id === b.id} onChange={() => update((r) => ({ ...r, branch: b }))} hint={b.address ?? null}>
              {text(b.name)}
            </Choice>
          ))}
        </div>
      )}
      {serviceType === 'PICK_UP' ? <Link className="button button--link" to={`${paths.addressPickup}?back=${encodeURIComponent(paths.checkout)}`}>{t('order.chooseBranchOnMap')}</Link> : null}
      {serviceType === 'DINE_IN' ? (
        <TextField label={t('order.table')} value={request.tableId} maxLength={20} inputMode="numeric" onChange={(v) => update((r) => ({ ...r, tableId: v }))} />
      ) : null}
    </Section>
  );
}

/** How the order is received (when the brand offers more than one way), and where: the address or the branch. */
export function ServiceStep({ choices, update, signedIn }: { readonly choices: OrderChoices; readonly update: Update; readonly signedIn: boolean }) {
  const { t } = useT();
  const { services, serviceType } = choices;
  return (
    <>
      {services.length > 1 ? (
        <Section title={t('order.service')}>
          <div className="choices" role="radiogroup" aria-label={t('order.service')}>
            {services.map((s) => (
              <Choice key={s} name="service" checked={serviceType === s} onChange={() => update((r) => ({ ...r, serviceType: s }))}>
                {t(asKey(`order.serviceType.${s}`))}
              </Choice>
            ))}
          </div>
        </Section>
      ) : null}

      {serviceType === 'DELIVERY' ? <DeliveryAddress request={choices.request} update={update} signedIn={signedIn} /> : null}

      {serviceType === 'PICK_UP' || serviceType === 'DINE_IN' ? <BranchSection choices={choices} update={update} /> : null}
    </>
  );
}
