import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatPhone } from '#domain/phone';
import type { Brand as CatalogBrand } from '#schemas/entities';
import { signInCodeSchema } from '#schemas/account-endpoints';
import { Skeleton } from '#storefront/components/ui/skeleton.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { sessionStore, useSession } from '#storefront/lib/session.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useSendCode } from '../api/send-code.ts';
import { useVerifyCode } from '../api/verify-code.ts';
import { takeRedirect } from '../redirect.ts';
import { signInStore, usePendingSignIn } from '../sign-in-store.ts';
import { clockText, useSecondsLeft } from '../use-seconds-left.ts';
import { CodeInput } from './code-input.tsx';
import { Field } from './field.tsx';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';
import '#storefront/components/ui/forms.css';

/**
 * /login/confirm: the six-digit code of the phone /login sent it to. The sixth digit sends it
 * (a code the phone fills in from the SMS signs in at once). A wrong or expired code keeps what
 * was typed and says SPEC's text, and is not sent again (the sixth digit and then the button
 * would spend two of the code's tries); a new code may be asked for when the countdown ends. Signed
 * in, the shopper returns to the stored redirect url. Without a sign-in under way (this tab
 * never asked for a code) the screen is /login's, or the profile for a shopper signed in already
 * (as /login sends them): there is no code to wait for.
 */
export function ConfirmForm({ brand }: { readonly brand: CatalogBrand | null }) {
  const { t } = useT();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const pending = usePendingSignIn(merchantId);
  const { status } = useSession();
  const verify = useVerifyCode();
  const resend = useSendCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'required' | 'wrongCode' | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  // The code the server last refused: sent once, never again (each try spends one of the code's five).
  const [refused, setRefused] = useState<string | null>(null);
  const resendIn = useSecondsLeft(pending?.resendAt ?? null);
  // Signed in by this form: it goes to the redirect url itself, the effect below must not send it elsewhere.
  const signedInHere = useRef(false);

  // Nothing to confirm: /login's when signed out, the profile when signed in already.
  useEffect(() => {
    if (pending !== null || signedInHere.current) return;
    if (status === 'signed-out') void navigate(paths.login, { replace: true });
    else if (status === 'signed-in') void navigate(paths.profile, { replace: true });
  }, [pending, status, navigate]);

  const confirm = (value: string) => {
    if (!pending || verify.isPending || value === refused) return;
    if (!value) return setProblem('required');
    if (!signInCodeSchema.safeParse(value).success) return setProblem('wrongCode');
    setProblem(null);
    resend.reset();
    verify.mutate(
      { phone: pending.phone, code: value },
      {
        onSuccess: ({ token, user }) => {
          signedInHere.current = true;
          sessionStore(merchantId).getState().signIn(token, user, brand);
          signInStore(merchantId).getState().clear();
          notify('success', t('account.welcome'));
          void navigate(takeRedirect(merchantId), { replace: true });
        },
        onError: () => setRefused(value),
      },
    );
  };

  const askAgain = () => {
    if (!pending || resend.isPending || (resendIn ?? 1) > 0) return;
    verify.reset();
    resend.mutate(pending.phone, {
      onSuccess: (sent) => {
        signInStore(merchantId).getState().codeSent(pending.phone, sent, Date.now());
        setRetryAt(null);
        notify('success', t('account.codeResent'));
      },
      onError: (error) => {
        const seconds = toApiError(error).retryAfterSeconds;
        setRetryAt(seconds ? Date.now() + seconds * 1000 : null);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm(code);
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="confirm-title">
      <h1 id="confirm-title" className="form__title">
        {t('account.confirmTitle')}
      </h1>
      {pending ? (
        <p className="form__lead">{t('account.codeSentTo', { phone: formatPhone(pending.phone) })}</p>
      ) : (
        <p className="form__lead" aria-busy="true">
          <Skeleton className="skeleton--line" />
        </p>
      )}
      <Field label={t('account.code')} hint={t('account.codeHint')} error={problem ? t(`account.${problem}`) : null}>
        {(ids) => (
          <CodeInput
            ids={ids}
            code={code}
            autoFocus
            onCode={(next) => {
              setCode(next);
              if (problem) setProblem(null);
              if (verify.error) verify.reset();
              if (next.length === 6 && next !== code) confirm(next);
            }}
          />
        )}
      </Field>
      <FormError error={verify.error ?? resend.error} retryAt={resend.error ? retryAt : null} />
      <SubmitButton pending={verify.isPending} pendingLabel={t('account.checking')}>
        {t('account.confirm')}
      </SubmitButton>
      <div className="form__row">
        {resendIn === null || resendIn > 0 ? (
          <p className="form__note" aria-live="off">
            {resendIn === null ? t('account.resend') : t('account.resendIn', { time: clockText(resendIn) })}
          </p>
        ) : (
          <button type="button" className="button button--link" aria-disabled={resend.isPending || undefined} onClick={askAgain}>
            {resend.isPending ? t('account.sending') : t('account.resend')}
          </button>
        )}
        <Link className="button button--link" to={paths.login}>
          {t('account.otherPhone')}
        </Link>
      </div>
    </form>
  );
}
