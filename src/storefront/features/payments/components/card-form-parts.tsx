/**
 * What both card screens share: Payme's branding that its form rules ask for (its logo, "Powered
 * by Payme", the line that the card goes to Payme and not to the restaurant, a link to Payme's
 * offer), the problems Payme's answers become, and the rule that the form runs only in a
 * document loaded at a card page.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '#storefront/i18n/use-t.ts';
import type { CardProblem } from '../payme-cards.ts';
import { PaymeLogo } from './payment-mark.tsx';

/** Payme's public offer, which the card form links to. */
const PAYME_OFFER_URL = 'https://cdn.payme.uz/terms/main.html';

export function PaymeBrand() {
  const { t } = useT();
  return (
    <div className="card-form__brand">
      <PaymeLogo />
      <span className="card-form__powered">{t('payment.cards.poweredBy')}</span>
    </div>
  );
}

export function PaymeNotice() {
  const { t } = useT();
  return (
    <p className="form__note">
      {t('payment.cards.toPayme')}{' '}
      <a href={PAYME_OFFER_URL} target="_blank" rel="noopener noreferrer">
        {t('payment.cards.offer')}
      </a>
    </p>
  );
}

export function CardProblemText({ problem }: { readonly problem: CardProblem | null }) {
  const { t } = useT();
  if (!problem) return null;
  const text = {
    cardRefused: t('payment.cards.refused'),
    codeWrong: t('payment.cards.codeWrong'),
    cardLost: t('payment.cards.lost'),
    unavailable: t('payment.cards.unavailable'),
  }[problem];
  return (
    <p className="field__error" role="alert">
      {text}
    </p>
  );
}

/**
 * Only a card page's own document may reach Payme's API (its Content-Security-Policy's
 * connect-src; schemas/payment-endpoints.ts CARD_FORM_PATHS): a shopper who came here inside the
 * app from another page (after signing in, say) gets this page's document first. The sandbox's
 * API is this site's own, which every page may reach.
 */
export function useCardDocument(sandbox: boolean | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (sandbox !== false) return;
    const entry = performance.getEntriesByType('navigation')[0];
    const loadedAt = entry ? new URL(entry.name).pathname : pathname;
    if (loadedAt !== pathname) location.reload();
  }, [sandbox, pathname]);
}
