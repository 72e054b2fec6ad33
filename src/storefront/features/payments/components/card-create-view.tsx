import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { paths } from '#storefront/lib/paths.ts';
import { safeBack } from '#storefront/features/addresses/point-params.ts';
import { useCardForm } from '../api/payment-calls.ts';
import { CARD_DIGITS, cardDigits, expireOf, formatCardNumber, formatExpiry } from '../card-input.ts';
import { CardError, createCard, sendCardCode, type CardProblem } from '../payme-cards.ts';
import { cardDraftOf, type CardDraft } from '../card-draft.ts';
import { CardProblemText, PaymeBrand, PaymeNotice, useCardDocument } from './card-form-parts.tsx';
import '#storefront/components/ui/forms.css';
import '../payments.css';

/**
 * /profile/cards/create: a card's number and expiry, sent from this page to Payme (cards.create,
 * then cards.get_verify_code), never to our server; then the code Payme texts the card's owner
 * (/profile/cards/confirm). Payme's form rules: no `name` on the inputs and no `action` on the
 * form (nothing can post the card anywhere), Payme's logo, its offer and where the card goes.
 * Uzcard and Humo cards have no CVV: none is asked for.
 */
export function CardCreateView() {
  usePaymentTexts();
  const { t } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = safeBack(params) ?? paths.profileCards;
  const form = useCardForm();
  useCardDocument(form.data?.sandbox);
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [checked, setChecked] = useState(false);
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const [sending, setSending] = useState(false);

  const digits = cardDigits(number);
  const expire = expireOf(expiry);
  const numberWrong = checked && digits.length !== CARD_DIGITS;
  const expiryWrong = checked && expire === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!form.data || sending || digits.length !== CARD_DIGITS || expire === null) return;
    setSending(true);
    setProblem(null);
    try {
      const card = await createCard(form.data, { number: digits, expire });
      const sent = await sendCardCode(form.data, card.token);
      const draft: CardDraft = { token: card.token, number: card.number, phone: sent.phone, waitMs: sent.wait, sentAt: Date.now(), back };
      void navigate(paths.profileCardsConfirm, { state: cardDraftOf(draft) });
    } catch (error) {
      setProblem(error instanceof CardError ? error.problem : 'unavailable');
      setSending(false);
    }
  };

  if (form.isPending || form.error) {
    return (
      <div className="orders card-form">
        <h1 className="page-title">{t('payment.cards.createTitle')}</h1>
        <LoadState pending={form.isPending} lines={3} error={form.error} retry={form.refetch} />
      </div>
    );
  }

  return (
    <form className="form form--card card-form" onSubmit={(e) => void submit(e)} noValidate>
      <PaymeBrand />
      <h1 className="form__title">{t('payment.cards.createTitle')}</h1>
      {form.data.sandbox ? <p className="form__note">{t('payment.sandbox')}</p> : null}
      <label className="field">
        <span className="field__label">{t('payment.cards.number')}</span>
        <input
          className="field__input card-form__number"
          type="text"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={formatCardNumber(number)}
          maxLength={CARD_DIGITS + 3}
          onChange={(e) => setNumber(e.target.value)}
          aria-invalid={numberWrong || undefined}
          aria-describedby={numberWrong ? 'card-number-error' : undefined}
        />
        {numberWrong ? (
          <span id="card-number-error" className="field__error">
            {t('payment.cards.numberInvalid')}
          </span>
        ) : null}
      </label>
      <label className="field">
        <span className="field__label">{t('payment.cards.expiry')}</span>
        <input
          className="field__input card-form__number"
          type="text"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={formatExpiry(expiry)}
          maxLength={5}
          onChange={(e) => setExpiry(e.target.value)}
          aria-invalid={expiryWrong || undefined}
          aria-describedby={expiryWrong ? 'card-expiry-error' : 'card-expiry-hint'}
        />
        {expiryWrong ? (
          <span id="card-expiry-error" className="field__error">
            {t('payment.cards.expiryInvalid')}
          </span>
        ) : (
          <span id="card-expiry-hint" className="field__hint">
            {t('payment.cards.noCvv')}
          </span>
        )}
      </label>
      <CardProblemText problem={problem} />
      <button type="submit" className="button button--primary button--block" disabled={sending} aria-disabled={sending || undefined}>
        {t('payment.cards.getCode')}
      </button>
      <PaymeNotice />
      <Link className="button button--link form__back" to={back}>
        {t('common.back')}
      </Link>
    </form>
  );
}
