import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Branch } from '#schemas/entities';
import { RESERVATION_COMMENT_MAX, type Reservation } from '#schemas/feature-endpoints';
import { BOOKING_MESSAGES, takesBookings } from '#domain/reservation';
import { dayLabel } from '#domain/order-dates';
import { formatPhone } from '#domain/phone';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useBookingTexts } from '#storefront/i18n/use-booking-texts.ts';
import { useAccountTexts } from '#storefront/i18n/use-account-texts.ts';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError, type ApiError } from '#storefront/lib/api-error.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useLocalized } from '#storefront/lib/use-localized.ts';
import { useBranches } from '#storefront/features/branches/api/get-branches.ts';
import { rememberRedirect } from '#storefront/features/accounts/redirect.ts';
import { useBookingSlots, useCancelReservation, useCreateReservation, useMyReservations } from '../api/booking-calls.ts';
import '#storefront/components/ui/forms.css';
import '../booking.css';

type FieldName = 'branch' | 'guests' | 'day' | 'time' | 'comment';
type FieldErrors = Partial<Record<FieldName, string>>;

/** The field a refusal of the server belongs to (its rule's key, or the body's path); null: the whole form. */
function fieldOfProblem(error: ApiError): FieldName | null {
  switch (error.problem) {
    case 'bookingUnavailable':
      return 'branch';
    case 'tooManyGuests':
      return 'guests';
    case 'slotNotOffered':
    case 'noSeats':
      return 'time';
  }
  const path = error.fields?.[0]?.path ?? '';
  if (path.includes('comment')) return 'comment';
  if (path.includes('guests')) return 'guests';
  if (path.includes('day')) return 'day';
  if (path.includes('time')) return 'time';
  if (path.includes('branch')) return 'branch';
  return null;
}

function FieldBlock({
  id,
  label,
  hint,
  error,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  readonly children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint: boolean, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** The booking form: a branch that takes bookings, guests, a day and a time of the server's slots, a comment. */
function BookingForm({ branches, signedIn }: { readonly branches: readonly Branch[]; readonly signedIn: boolean }) {
  useAccountTexts();
  const { t, language } = useT();
  const localized = useLocalized();
  const { merchantId } = useBrand();
  const ids = useId();
  const [branchId, setBranchId] = useState<string | null>(branches.length === 1 ? branches[0]!.id : null);
  const [guestsText, setGuestsText] = useState('2');
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<ApiError | null>(null);
  const create = useCreateReservation();

  const guests = /^\d{1,4}$/.test(guestsText) ? Number(guestsText) : NaN;
  const slotsGuests = Number.isInteger(guests) && guests >= 1 ? guests : 1;
  const slots = useBookingSlots(branchId, slotsGuests);
  const maxGuests = slots.data?.maxGuests ?? null;
  const days = slots.data?.days.filter((d) => d.slots.length > 0) ?? [];
  // The chosen day while it is still offered, else the first day with a slot.
  const shownDay = days.find((d) => d.date === day) ?? days[0] ?? null;
  const shownTime = shownDay?.slots.some((s) => s.time === time && s.free >= slotsGuests) ? time : null;
  const branch = branches.find((b) => b.id === branchId) ?? null;

  const clear = (field: FieldName) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!branchId) found.branch = t('account.required');
    if (!Number.isInteger(guests) || guests < 1 || (maxGuests !== null && guests > maxGuests)) {
      found.guests = guestsText.trim() === '' ? t('account.required') : t('booking.guestsRange', { max: maxGuests ?? 1 });
    }
    if (branchId && !shownDay) found.day = t('booking.noDays');
    if (branchId && shownDay && !shownTime) found.time = t('account.required');
    if (comment.trim().length > RESERVATION_COMMENT_MAX) found.comment = t('booking.commentTooLong', { max: RESERVATION_COMMENT_MAX });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean) || !branchId || !shownDay || !shownTime) {
      const first = (['branch', 'guests', 'day', 'time', 'comment'] as const).find((f) => found[f]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    create.mutate(
      { branchId, day: shownDay.date, time: shownTime, guests, comment: comment.trim() || null },
      {
        onSuccess: () => {
          notify('success', t('booking.booked'));
          setTime(null);
          setComment('');
        },
        onError: (error) => {
          const apiError = toApiError(error);
          const field = fieldOfProblem(apiError);
          if (field) {
            setErrors({ [field]: apiError.description[language] });
            document.getElementById(`${ids}-${field}`)?.focus();
          } else setFormError(apiError);
        },
      },
    );
  };

  const fieldId = (name: FieldName) => `${ids}-${name}`;
  return (
    <form className="form form--card booking-form" noValidate onSubmit={submit}>
      <FieldBlock id={fieldId('branch')} label={t('booking.branch')} error={errors.branch}>
        <select
          id={fieldId('branch')}
          className="field__input"
          value={branchId ?? ''}
          aria-invalid={errors.branch ? true : undefined}
          aria-describedby={describedBy(fieldId('branch'), false, errors.branch)}
          onChange={(event) => {
            setBranchId(event.target.value || null);
            setDay(null);
            setTime(null);
            clear('branch');
          }}
        >
          <option value="">{t('booking.chooseBranch')}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {localized(b.name)}
            </option>
          ))}
        </select>
      </FieldBlock>
      {branch?.bookingPhone ? <p className="form__note">{t('booking.callBranch', { phone: formatPhone(branch.bookingPhone) })}</p> : null}

      <FieldBlock
        id={fieldId('guests')}
        label={t('booking.guests')}
        hint={maxGuests ? t('booking.guestsHint', { max: maxGuests }) : undefined}
        error={errors.guests}
      >
        <input
          id={fieldId('guests')}
          className="field__input booking-form__guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxGuests ?? undefined}
          value={guestsText}
          aria-invalid={errors.guests ? true : undefined}
          aria-describedby={describedBy(fieldId('guests'), Boolean(maxGuests), errors.guests)}
          onChange={(event) => {
            setGuestsText(event.target.value);
            clear('guests');
          }}
        />
      </FieldBlock>

      {branchId ? (
        slots.isPending || slots.error ? (
          <LoadState pending={slots.isPending} error={slots.error} retry={slots.refetch} lines={2} inline={Boolean(slots.error)} />
        ) : (
          <>
            <FieldBlock id={fieldId('day')} label={t('booking.day')} error={errors.day}>
              {days.length === 0 ? (
                <p className="form__note" id={fieldId('day')} tabIndex={-1}>
                  {t('booking.noDays')}
                </p>
              ) : (
                <select
                  id={fieldId('day')}
                  className="field__input"
                  value={shownDay?.date ?? ''}
                  aria-invalid={errors.day ? true : undefined}
                  aria-describedby={describedBy(fieldId('day'), false, errors.day)}
                  onChange={(event) => {
                    setDay(event.target.value);
                    setTime(null);
                    clear('day');
                  }}
                >
                  {days.map((d) => (
                    <option key={d.date} value={d.date}>
                      {dayLabel(d.date, language)}
                    </option>
                  ))}
                </select>
              )}
            </FieldBlock>
            {shownDay ? (
              <fieldset
                className={`booking-slots${errors.time ? ' field--invalid' : ''}`}
                id={fieldId('time')}
                tabIndex={-1}
                aria-describedby={errors.time ? `${fieldId('time')}-error` : undefined}
              >
                <legend className="field__label">{t('booking.time')}</legend>
                <div className="booking-slots__grid">
                  {shownDay.slots.map((slot) => {
                    const full = slot.free < slotsGuests;
                    return (
                      <label key={slot.time} className={`choice booking-slot${full ? ' booking-slot--full' : ''}`}>
                        <input
                          type="radio"
                          name={`${ids}-time`}
                          value={slot.time}
                          checked={shownTime === slot.time}
                          disabled={full}
                          onChange={() => {
                            setTime(slot.time);
                            clear('time');
                          }}
                        />
                        <span className="choice__text">
                          <span>{slot.time}</span>
                          <span className="booking-slot__free">{t('booking.free', { count: slot.free })}</span>
                        </span>
                      </label>
                    );
                  })}
                </div>
                {errors.time ? (
                  <p id={`${fieldId('time')}-error`} className="field__error" role="alert">
                    {errors.time}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
          </>
        )
      ) : null}

      <FieldBlock id={fieldId('comment')} label={t('booking.comment')} hint={t('booking.commentHint')} error={errors.comment}>
        <textarea
          id={fieldId('comment')}
          className="field__input booking-form__comment"
          rows={3}
          maxLength={RESERVATION_COMMENT_MAX}
          value={comment}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy(fieldId('comment'), true, errors.comment)}
          onChange={(event) => {
            setComment(event.target.value);
            clear('comment');
          }}
        />
      </FieldBlock>

      {formError ? (
        <p className="field__error" role="alert">
          {formError.description[language]}
        </p>
      ) : null}
      {signedIn ? (
        <button type="submit" className="button button--primary button--block" disabled={create.isPending}>
          {create.isPending ? t('booking.submitting') : t('booking.submit')}
        </button>
      ) : (
        <div className="form__actions">
          <p className="form__note">{t('booking.signInHint')}</p>
          <Link className="button button--primary button--block" to={paths.login} onClick={() => rememberRedirect(merchantId, paths.booking)}>
            {t('booking.signInToBook')}
          </Link>
        </div>
      )}
    </form>
  );
}

function ReservationRow({ reservation, branchName }: { readonly reservation: Reservation; readonly branchName: string }) {
  const { t, language } = useT();
  const cancel = useCancelReservation();
  const [confirming, setConfirming] = useState(false);
  const holding = reservation.status === 'NOT_ACCEPTED' || reservation.status === 'ACCEPTED';
  return (
    <li className="booking-item" data-status={reservation.status}>
      <div className="booking-item__head">
        <span className="booking-item__when">
          {dayLabel(reservation.day, language)}, {reservation.time}
        </span>
        <span className="badge booking-item__status" data-status={reservation.status}>
          {t(`booking.status.${reservation.status}`)}
        </span>
      </div>
      <p className="booking-item__meta">
        {branchName} · {t('booking.guestsCount', { count: reservation.guests })}
      </p>
      {reservation.comment ? <p className="booking-item__comment">{reservation.comment}</p> : null}
      {holding && !reservation.cancellable ? <p className="form__note">{BOOKING_MESSAGES.tooLateToCancel[language]}</p> : null}
      {reservation.cancellable ? (
        confirming ? (
          <div className="booking-item__confirm" role="group" aria-label={t('booking.cancelConfirm')}>
            <span>{t('booking.cancelConfirm')}</span>
            <button
              type="button"
              className="button button--danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(reservation.id, {
                  onSuccess: () => notify('success', t('booking.canceled')),
                  onError: (error) => notify('error', toApiError(error).description[language]),
                  onSettled: () => setConfirming(false),
                })
              }
            >
              {t('booking.cancelYes')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t('booking.cancelNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--danger-text booking-item__cancel" onClick={() => setConfirming(true)}>
            {t('booking.cancel')}
          </button>
        )
      ) : null}
    </li>
  );
}

/** The shopper's bookings, their status read again every few seconds while the page is shown. */
function MyBookings({ branches }: { readonly branches: readonly Branch[] }) {
  const { t } = useT();
  const localized = useLocalized();
  const mine = useMyReservations(true);
  const nameOf = (id: string) => localized(branches.find((b) => b.id === id)?.name) || id;
  return (
    <section className="booking__mine" aria-labelledby="booking-mine" aria-busy={mine.isPending || undefined}>
      <h2 id="booking-mine" className="section-title">
        {t('booking.mine')}
      </h2>
      {mine.isPending || mine.error ? (
        <LoadState pending={mine.isPending} error={mine.error} retry={mine.refetch} lines={2} />
      ) : mine.data.length === 0 ? (
        <p className="form__note">{t('booking.mineEmpty')}</p>
      ) : (
        <>
          <p className="form__note booking__live">{t('booking.live')}</p>
          <ul className="booking__list" aria-live="polite">
            {mine.data.map((r) => (
              <ReservationRow key={r.id} reservation={r} branchName={nameOf(r.branchId)} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * /booking ("Bron"): booking a table at a branch that takes bookings, then the shopper's own
 * bookings below, live. Signed out, the form shows the slots and leads to sign-in, which comes
 * back here.
 */
export function BookingView() {
  useBookingTexts();
  const { t } = useT();
  const { status } = useSession();
  const branchesQuery = useBranches();
  if (branchesQuery.isPending || branchesQuery.error) {
    return (
      <div className="booking">
        <h1 className="page-title">{t('booking.title')}</h1>
        <LoadState pending={branchesQuery.isPending} error={branchesQuery.error} retry={branchesQuery.refetch} lines={4} />
      </div>
    );
  }
  const bookable = branchesQuery.data.filter((b) => takesBookings(b));
  return (
    <div className="booking">
      <h1 className="page-title">{t('booking.title')}</h1>
      {bookable.length === 0 ? (
        <StateMessage title={t('booking.noBranches')} />
      ) : (
        <>
          <p className="form__lead booking__lead">{t('booking.lead')}</p>
          <BookingForm branches={bookable} signedIn={status === 'signed-in'} />
        </>
      )}
      {status === 'signed-in' ? (
        <MyBookings branches={branchesQuery.data} />
      ) : status === 'signed-out' ? (
        <section className="booking__mine" aria-labelledby="booking-mine">
          <h2 id="booking-mine" className="section-title">
            {t('booking.mine')}
          </h2>
          <p className="form__note">{t('booking.mineSignedOut')}</p>
        </section>
      ) : null}
    </div>
  );
}
