import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { normalizePhone } from '#domain/phone';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { paths } from '#storefront/lib/paths.ts';
import { useSession } from '#storefront/lib/session.ts';
import { useSendCode } from '../api/send-code.ts';
import { signInStore, usePendingSignIn } from '../sign-in-store.ts';
import { Field } from './field.tsx';
import { FormError } from './form-error.tsx';
import { PhoneInput } from './phone-input.tsx';
import { SubmitButton } from './submit-button.tsx';
import '#storefront/components/ui/forms.css';

/**
 * /login: the phone, masked `+998 (XX) XXX-XX-XX`; a code goes to it and the shopper goes on to
 * /login/confirm. The field starts empty: a shopper back here from "another number" types a new
 * one, and an old number left in the field is how a code goes to the wrong phone. The phone
 * whose code is still awaited, typed again, goes straight to the confirm screen (asking again
 * would only meet the resend cooldown). A signed-in shopper has nothing to do here: their profile.
 */
export function SignInForm() {
  const { t } = useT();
  const { merchantId } = useBrand();
  const navigate = useNavigate();
  const { status } = useSession();
  const pending = usePendingSignIn(merchantId);
  const send = useSendCode();
  const [digits, setDigits] = useState('');
  const [problem, setProblem] = useState<'required' | 'wrongPhone' | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);

  useEffect(() => {
    if (status === 'signed-in') void navigate(paths.profile, { replace: true });
  }, [status, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const phone = normalizePhone(digits);
    if (!digits) return setProblem('required');
    if (!phone) return setProblem('wrongPhone');
    setProblem(null);
    const now = Date.now();
    if (pending && pending.phone === phone && pending.expiresAt > now) {
      void navigate(paths.loginConfirm);
      return;
    }
    send.mutate(phone, {
      onSuccess: (sent) => {
        signInStore(merchantId).getState().codeSent(phone, sent, Date.now());
        void navigate(paths.loginConfirm);
      },
      onError: (error) => {
        const seconds = toApiError(error).retryAfterSeconds;
        setRetryAt(seconds ? Date.now() + seconds * 1000 : null);
      },
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" className="form__title">
        {t('account.signInTitle')}
      </h1>
      <p className="form__lead">{t('account.signInHint')}</p>
      <Field label={t('account.phone')} error={problem ? t(`account.${problem}`) : null}>
        {(ids) => (
          <PhoneInput
            ids={ids}
            name="phone"
            digits={digits}
            onDigits={(next) => {
              setDigits(next);
              if (problem) setProblem(null);
              if (send.error) send.reset();
            }}
          />
        )}
      </Field>
      <FormError error={send.error} retryAt={retryAt} />
      <SubmitButton pending={send.isPending} pendingLabel={t('account.sending')}>
        {t('account.getCode')}
      </SubmitButton>
      <p className="form__note">
        {t('account.rulesNote')} <Link to={paths.loginRules}>{t('account.rulesLink')}</Link>
      </p>
      <Link className="button button--link form__back" to={paths.home}>
        {t('common.toHome')}
      </Link>
    </form>
  );
}
