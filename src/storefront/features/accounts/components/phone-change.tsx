import { useState, type FormEvent } from 'react';
import { formatPhone, normalizePhone, UZ_COUNTRY_CODE } from '#domain/phone';
import { signInCodeSchema } from '#schemas/account-endpoints';
import type { User } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { sessionStore } from '#storefront/lib/session.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useRequestPhoneChange } from '../api/request-phone-change.ts';
import { useVerifyPhoneChange } from '../api/verify-phone-change.ts';
import { clockText, useSecondsLeft } from '../use-seconds-left.ts';
import { CodeInput } from './code-input.tsx';
import { Field } from './field.tsx';
import { FormError } from './form-error.tsx';
import { PhoneInput } from './phone-input.tsx';
import { SubmitButton } from './submit-button.tsx';

type Step = { readonly kind: 'idle' } | { readonly kind: 'number' } | { readonly kind: 'code'; readonly phone: string; readonly resendAt: number };

/**
 * The phone of the profile and its change in two steps (SPEC point 4): the new number, which gets
 * a code, then that code. Until the code is confirmed the old number stays. The new number's
 * digits survive going back from the code step and every error.
 */
export function PhoneChange({ user }: { readonly user: User }) {
  const { t } = useT();
  const { merchantId } = useBrand();
  const request = useRequestPhoneChange();
  const verify = useVerifyPhoneChange();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [digits, setDigits] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<'required' | 'wrongPhone' | 'samePhone' | 'wrongCode' | null>(null);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const resendIn = useSecondsLeft(step.kind === 'code' ? step.resendAt : null);

  const reset = () => {
    request.reset();
    verify.reset();
    setProblem(null);
  };

  const sendTo = (phone: string, again = false) => {
    request.mutate(phone, {
      onSuccess: (sent) => {
        if (again) notify('success', t('account.codeResent'));
        setRetryAt(null);
        setCode('');
        setStep({ kind: 'code', phone, resendAt: Date.now() + sent.resendSeconds * 1000 });
      },
      onError: (error) => {
        const seconds = toApiError(error).retryAfterSeconds;
        setRetryAt(seconds ? Date.now() + seconds * 1000 : null);
      },
    });
  };

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    const phone = normalizePhone(digits);
    if (!digits) return setProblem('required');
    if (!phone) return setProblem('wrongPhone');
    if (phone === user.phone) return setProblem('samePhone');
    reset();
    sendTo(phone);
  };

  const confirm = (value: string) => {
    if (step.kind !== 'code' || verify.isPending) return;
    if (!value) return setProblem('required');
    if (!signInCodeSchema.safeParse(value).success) return setProblem('wrongCode');
    reset();
    verify.mutate(
      { phone: step.phone, code: value },
      {
        onSuccess: (saved) => {
          sessionStore(merchantId).getState().setUser(saved);
          setStep({ kind: 'idle' });
          setDigits('');
          setCode('');
          notify('success', t('account.phoneChanged'));
        },
      },
    );
  };

  const error = problem ? t(`account.${problem}`) : null;
  return (
    <section className="form form--card" aria-labelledby="phone-title">
      <div className="phone-row">
        <div>
          <h2 id="phone-title" className="field__label">
            {t('account.phone')}
          </h2>
          <p className="phone-row__value">{formatPhone(user.phone.slice(UZ_COUNTRY_CODE.length))}</p>
        </div>
        {step.kind === 'idle' ? (
          <button type="button" className="button" onClick={() => setStep({ kind: 'number' })}>
            {t('account.changePhone')}
          </button>
        ) : null}
      </div>

      {step.kind === 'number' ? (
        <form className="form" noValidate onSubmit={submitNumber} aria-label={t('account.changePhone')}>
          <Field label={t('account.newPhone')} error={error}>
            {(ids) => (
              <PhoneInput
                ids={ids}
                name="new-phone"
                autoFocus
                digits={digits}
                onDigits={(next) => {
                  setDigits(next);
                  reset();
                }}
              />
            )}
          </Field>
          <FormError error={request.error} retryAt={retryAt} />
          <div className="form__actions">
            <SubmitButton pending={request.isPending} pendingLabel={t('account.sending')}>
              {t('account.getCode')}
            </SubmitButton>
            <button
              type="button"
              className="button button--block"
              onClick={() => {
                reset();
                setStep({ kind: 'idle' });
              }}
            >
              {t('account.cancel')}
            </button>
          </div>
        </form>
      ) : null}

      {step.kind === 'code' ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            confirm(code);
          }}
          aria-label={t('account.confirmTitle')}
        >
          <p className="form__lead">{t('account.codeSentTo', { phone: formatPhone(step.phone.slice(UZ_COUNTRY_CODE.length)) })}</p>
          <Field label={t('account.code')} hint={t('account.codeHint')} error={error}>
            {(ids) => (
              <CodeInput
                ids={ids}
                autoFocus
                code={code}
                onCode={(next) => {
                  setCode(next);
                  reset();
                  if (next.length === 6 && next !== code) confirm(next);
                }}
              />
            )}
          </Field>
          <FormError error={verify.error ?? request.error} retryAt={request.error ? retryAt : null} />
          <div className="form__actions">
            <SubmitButton pending={verify.isPending} pendingLabel={t('account.checking')}>
              {t('account.confirm')}
            </SubmitButton>
            <button
              type="button"
              className="button button--block"
              onClick={() => {
                reset();
                setStep({ kind: 'number' });
              }}
            >
              {t('account.otherPhone')}
            </button>
          </div>
          {resendIn !== null && resendIn > 0 ? (
            <p className="form__note">{t('account.resendIn', { time: clockText(resendIn) })}</p>
          ) : (
            <button
              type="button"
              className="button button--link"
              aria-disabled={request.isPending || undefined}
              onClick={() => {
                if (!request.isPending) {
                  reset();
                  sendTo(step.phone, true);
                }
              }}
            >
              {request.isPending ? t('account.sending') : t('account.resend')}
            </button>
          )}
        </form>
      ) : null}
    </section>
  );
}
