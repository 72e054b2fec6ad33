import type { ScheduleDay } from '#domain/order-time';
import { dayLabel } from '#domain/order-dates';
import type { OrderRequest } from '#schemas/order-entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { Choice, Section } from './form-parts.tsx';

/** When: as soon as possible, or later on a day and at a time the branch's schedule offers. */
export function TimeStep({
  request,
  update,
  schedule,
  problem,
}: {
  readonly request: OrderRequest;
  readonly update: (change: (r: OrderRequest) => OrderRequest) => void;
  readonly schedule: readonly ScheduleDay[];
  /** Why the time keeps the order from being placed (closed now, no time chosen, a slot not offered). */
  readonly problem: string | null;
}) {
  const { t, language } = useT();
  return (
    <Section title={t('order.when')} field="time" problem={problem}>
      <div className="choices" role="radiogroup" aria-label={t('order.when')}>
        <Choice name="when" checked={!request.later} onChange={() => update((r) => ({ ...r, later: false }))}>
          {t('order.now')}
        </Choice>
        <Choice name="when" checked={!!request.later} onChange={() => update((r) => ({ ...r, later: true }))}>
          {t('order.later')}
        </Choice>
      </div>
      {request.later ? (
        <div className="checkout__row">
          <label className="field">
            <span className="field__label">{t('order.day')}</span>
            <select className="field__input" value={request.day ?? ''} onChange={(e) => update((r) => ({ ...r, day: e.target.value || null, time: null }))}>
              <option value="">—</option>
              {schedule.map((d) => (
                <option key={d.date} value={d.date} disabled={d.slots.length === 0}>
                  {dayLabel(d.date, language)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('order.time')}</span>
            <select
              className="field__input"
              value={request.time ?? ''}
              onChange={(e) => update((r) => ({ ...r, time: e.target.value || null }))}
              disabled={!request.day}
            >
              <option value="">—</option>
              {(schedule.find((d) => d.date === request.day)?.slots ?? []).map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {request.later && request.day && (schedule.find((d) => d.date === request.day)?.slots.length ?? 0) === 0 ? (
        <p className="field__hint">{t('order.noSlots')}</p>
      ) : null}
      {problem && !request.later ? (
        <button type="button" className="button" onClick={() => update((r) => ({ ...r, later: true }))}>
          {t('order.orderLater')}
        </button>
      ) : null}
    </Section>
  );
}
