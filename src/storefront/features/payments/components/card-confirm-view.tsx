import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadState } from '#storefront/components/ui/load-state.tsx';
import { StateMessage } from '#storefront/components/ui/state-message.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { usePaymentTexts } from '#storefront/i18n/use-payment-texts.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { paths } from '#storefront/lib/paths.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { clockText, useSecondsLeft } from '#storefront/features/accounts/use-seconds-left.ts';
import { useCardForm, useSaveCard } from '../api/payment-calls.ts';
import { CARD_CODE_DIGITS } from '../card-input.ts';
import { cardDraftOf, readCardDraft, type CardDraft } from '../card-draft.ts';
import { CardError, sendCardCode, verifyCard, type CardProblem } from '../payme-cards.ts';
import { CardProblemText, PaymeBrand, PaymeNotice, useCardDocument } from './card-form-parts.tsx';
import '#storefront/components/ui/forms.css';
import '../payments.css';

const createPath = (back: string) => `${paths.profileCardsCreate}?back=${encodeURIComponent(back)}`;

function ConfirmForm({ draft }: { readonly draft: CardDraft }) {
  const { t, language } = useT();
  const navigate = useNavigate();
  const form = useCardForm();
  useCardDocument(form.data?.sandbox);
  const save = useSaveCard();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<CardProblem | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resendIn = useSecondsLeft(draft.sentAt + draft.waitMs);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.data || busy || code.length !== CARD_CODE_DIGITS) return;
    setBusy(true);
    setProblem(null);
    setRefused(null);
    try {
      await verifyCard(form.data, draft.token, code);
    } catch (error) {
      setProblem(error instanceof CardError ? error.problem : 'unavailable');
      setBusy(false);
      return;
    }
    // Payme verified the card: our server checks the token with Payme itself and keeps it with the mask.
    save.mutate(draft.token, {
      onSuccess: () => {
        notify('success', t('payment.cards.added'));
        void navigate(draft.back, { replace: true });
      },
      onError: (error) => {
        setRefused(toApiError(error).description[language]);
        setBusy(false);
      },
    });
  };

  const resend = async () => {
    if (!form.data) return;
    setProblem(null);
    try {
      const sent = await sendCardCode(form.data, draft.token);
      void navigate(paths.profileCardsConfirm, { replace: true, state: cardDraftOf({ ...draft, phone: sent.phone, waitMs: sent.wait, sentAt: Date.now() }) });
    } catch (error) {
      setProblem(error instanceof CardError ? error.problem : 'unavailable');
    }
  };

  if (form.isPending || form.error) return <LoadState pending={form.isPending} lines={3} error={form.error} retry={form.refetch} />;

  return (
    <form className="form form--card card-form" onSubmit={(e) => void submit(e)} noValidate>
      <PaymeBrand />
      <h1 className="form__title">{t('payment.cards.confirmTitle')}</h1>
      <p className="form__lead">{t('payment.cards.codeSentTo', { phone: draft.phone })}</p>
      <label className="field">
        <span className="field__label">{t('payment.cards.code')}</span>
        <input
          className="field__input field__input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CARD_CODE_DIGITS}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, CARD_CODE_DIGITS))}
          aria-invalid={problem === 'codeWrong' || undefined}
        />
      </label>
      <CardProblemText problem={problem} />
      {refused ? (
        <p className="field__error" role="alert">
          {refused}
        </p>
      ) : null}
      {problem === 'cardLost' ? (
        <Link className="button" to={createPath(draft.back)} replace>
          {t('payment.cards.startAgain')}
        </Link>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--block"
        disabled={busy || code.length !== CARD_CODE_DIGITS}
        aria-disabled={busy || undefined}
      >
        {t('payment.cards.confirm')}
      </button>
      {resendIn !== null && resendIn > 0 ? (
        <p className="form__note" aria-live="off">
          {t('payment.cards.resendIn', { time: clockText(resendIn) })}
        </p>
      ) : (
        <button type="button" className="button button--link form__back" onClick={() => void resend()} disabled={busy}>
          {t('payment.cards.resend')}
        </button>
      )}
      <PaymeNotice />
    </form>
  );
}

/** /profile/cards/confirm: the code Payme texted, then the card is Payme-verified and kept (token and mask) by our server. */
export function CardConfirmView() {
  usePaymentTexts();
  const { t } = useT();
  const { state } = useLocation();
  const draft = readCardDraft(state);
  if (!draft) {
    return (
      <StateMessage
        headingLevel={1}
        title={t('payment.cards.confirmTitle')}
        text={t('payment.cards.lost')}
        action={
          <Link className="button button--primary" to={paths.profileCardsCreate} replace>
            {t('payment.cards.startAgain')}
          </Link>
        }
      />
    );
  }
  return <ConfirmForm key={draft.token} draft={draft} />;
}
