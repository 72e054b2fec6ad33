import { formatPhone, nationalDigits, PHONE_MASK } from '#domain/phone';
import type { OrderRequest } from '#schemas/order-entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { Section, TextField } from './form-parts.tsx';

type Update = (change: (r: OrderRequest) => OrderRequest) => void;

/**
 * Someone else receives the order (issue 22, where the brand takes a receiver): their name and
 * mobile phone, typed into the sign-in mask. Off, the request has no receiver.
 */
export function ReceiverStep({ request, update, problem }: { readonly request: OrderRequest; readonly update: Update; readonly problem: string | null }) {
  const { t } = useT();
  const receiver = request.receiver ?? null;
  const digits = receiver ? nationalDigits(receiver.phone) : '';
  const setPhone = (raw: string) => {
    // Deleting a mask character deletes the digit before it, as the sign-in field does.
    const next = nationalDigits(raw.startsWith('+998') ? raw.slice(4) : raw);
    const shown = digits ? formatPhone(digits) : '';
    const kept = raw.length < shown.length && next === digits ? digits.slice(0, -1) : next;
    // The request keeps the national digits; the server takes them as a +998 number.
    update((r) => ({ ...r, receiver: { name: r.receiver?.name ?? null, phone: kept } }));
  };
  return (
    <Section title={t('order.receiver')} field="receiver" problem={receiver ? problem : null}>
      <label className="choice">
        <input type="checkbox" checked={!!receiver} onChange={(e) => update((r) => ({ ...r, receiver: e.target.checked ? { name: '', phone: '' } : null }))} />
        <span className="choice__text">{t('order.receiverToggle')}</span>
      </label>
      {receiver ? (
        <div className="checkout__grid">
          <TextField
            label={t('order.receiverName')}
            value={receiver.name}
            maxLength={80}
            onChange={(v) => update((r) => ({ ...r, receiver: { phone: r.receiver?.phone ?? '', name: v } }))}
          />
          <label className="field">
            <span className="field__label">{t('order.receiverPhone')}</span>
            <input
              className="field__input field__input--phone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={PHONE_MASK}
              value={digits ? formatPhone(digits) : ''}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
        </div>
      ) : null}
    </Section>
  );
}
