/**
 * The mini app's session: signed out, it signs in from Telegram's init data on its own
 * (telegram-sign-in.ts), asking Telegram for the contact where the merchant requires a phone
 * and showing where that stands (shared and waiting, not sent, failed) with a way to ask again;
 * signed in another way, it links the Telegram user to that shopper. The init data is kept in
 * session storage, which a logout keeps (SPEC point 4), so the app signs in again without being
 * reopened.
 */
import { useEffect, useRef, useState } from 'react';
import { requestPhoneAccess, retrieveRawInitData } from '@tma.js/sdk-react';
import { useT } from '#storefront/i18n/use-t.ts';
import { useTelegramTexts } from '#storefront/i18n/use-telegram-texts.ts';
import { useApi, useBrand } from '#storefront/lib/app-context.tsx';
import { sessionStore, useSession } from '#storefront/lib/session.ts';
import { TELEGRAM_INIT_DATA_KEY } from '#storefront/lib/storage.ts';
import { linkingTelegram } from '#storefront/lib/telegram-link.ts';
import { linkTelegram, signInWithTelegram } from './telegram-sign-in.ts';
import './telegram.css';

/** Telegram's launch init data, kept for the life of the mini app; null when there is none. */
function telegramInitData(): string | null {
  let raw: string | undefined;
  try {
    raw = retrieveRawInitData();
  } catch {
    raw = undefined;
  }
  try {
    if (raw) sessionStorage.setItem(TELEGRAM_INIT_DATA_KEY, raw);
    return raw ?? sessionStorage.getItem(TELEGRAM_INIT_DATA_KEY);
  } catch {
    return raw ?? null;
  }
}

/** Telegram's answer to the contact request: shared, or closed without sharing. */
async function askContact(): Promise<boolean> {
  if (!requestPhoneAccess.isAvailable()) return false;
  try {
    return (await requestPhoneAccess()) === 'sent';
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Step = 'idle' | 'waiting' | 'not-sent' | 'failed' | 'dismissed';

export function TelegramSession() {
  useTelegramTexts();
  const { t } = useT();
  const api = useApi();
  const { merchantId } = useBrand();
  const { status } = useSession();
  const [step, setStep] = useState<Step>('idle');
  const [attempt, setAttempt] = useState(0);
  const linked = useRef(false);

  // Signed in another way (stored, or a code by SMS here): the Telegram user is linked from
  // inside the store's update, before any screen reacts to the sign-in, so the checkout's calls
  // on the telegram channel can wait for the link (the server refuses them until it is made).
  useEffect(() => {
    const initData = telegramInitData();
    if (!initData) return;
    const store = sessionStore(merchantId);
    const link = () => {
      if (linked.current) return;
      linked.current = true;
      linkingTelegram(linkTelegram(api, initData));
    };
    if (store.getState().session.token) link();
    return store.subscribe((state, previous) => {
      if (state.session.token && !previous.session.token) link();
    });
  }, [api, merchantId]);

  useEffect(() => {
    const initData = telegramInitData();
    if (!initData || status !== 'signed-out') return;
    let live = true;
    void signInWithTelegram(api, initData, { askContact, onWaiting: () => live && setStep('waiting'), pause }).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'signed-in') {
        // Signed in from this very init data: nothing to link.
        linked.current = true;
        sessionStore(merchantId).getState().signIn(outcome.token, outcome.user, null);
        setStep('idle');
      } else {
        setStep(outcome.kind);
      }
    });
    return () => {
      live = false;
    };
  }, [api, merchantId, status, attempt]);

  if (status !== 'signed-out' || step === 'idle' || step === 'dismissed') return null;
  const again = () => {
    setStep('idle');
    setAttempt((n) => n + 1);
  };
  return (
    <section className="tg-contact" aria-labelledby="tg-contact-title" aria-live="polite">
      <h2 id="tg-contact-title" className="tg-contact__title">
        {step === 'failed' ? t('telegram.signInFailed') : t('telegram.contactTitle')}
      </h2>
      {step === 'waiting' ? <p className="tg-contact__text">{t('telegram.contactWaiting')}</p> : null}
      {step === 'not-sent' ? <p className="tg-contact__text">{t('telegram.contactNotSent')}</p> : null}
      {step === 'not-sent' || step === 'failed' ? (
        <div className="tg-contact__actions">
          <button type="button" className="button button--primary" onClick={again}>
            {step === 'failed' ? t('telegram.retry') : t('telegram.contactShare')}
          </button>
          <button type="button" className="button button--link" onClick={() => setStep('dismissed')}>
            {t('telegram.later')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
