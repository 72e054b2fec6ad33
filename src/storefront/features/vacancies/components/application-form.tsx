import { useState, type FormEvent } from 'react';
import { APPLICATION_TEXT_MAX } from '#schemas/feature-endpoints';
import { Field } from '#storefront/features/accounts/components/field.tsx';
import { FormError } from '#storefront/features/accounts/components/form-error.tsx';
import { PhoneInput } from '#storefront/features/accounts/components/phone-input.tsx';
import { SubmitButton } from '#storefront/features/accounts/components/submit-button.tsx';
import { useT } from '#storefront/i18n/use-t.ts';
import { useAccountTexts } from '#storefront/i18n/use-account-texts.ts';
import type { TranslationKey } from '#storefront/i18n/i18n.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useApply } from '../api/vacancies.ts';
import { checkApplication, fieldOfPath, type ApplicationField, type ApplicationProblems } from '../application.ts';

const PROBLEM_TEXT: Readonly<Record<ApplicationField, TranslationKey>> = {
  name: 'extras.vacancies.nameInvalid',
  phone: 'extras.vacancies.phoneInvalid',
  text: 'extras.vacancies.textTooLong',
};

/**
 * Applying for a vacancy: name, phone (the sign-in's mask) and a short text, checked here first.
 * What the server refuses shows at its field, or above the button with its reason (a limit of
 * applications says when to try again).
 */
export function ApplicationForm({ vacancyId }: { readonly vacancyId: string }) {
  // The limit's countdown is the sign-in's (`account.tryAgainIn`).
  useAccountTexts();
  const { t, language } = useT();
  const apply = useApply(vacancyId);
  const [name, setName] = useState('');
  const [phoneDigits, setPhoneDigits] = useState('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<ApplicationProblems>({});
  const [serverFields, setServerFields] = useState<Partial<Record<ApplicationField, string>>>({});
  const [retryAt, setRetryAt] = useState<number | null>(null);

  if (apply.isSuccess)
    return (
      <p className="vacancy__sent" role="status">
        {t('extras.vacancies.sent')}
      </p>
    );

  const errorOf = (field: ApplicationField): string | null =>
    problems[field] ? t(PROBLEM_TEXT[field], { max: APPLICATION_TEXT_MAX }) : (serverFields[field] ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkApplication({ name, phoneDigits, text });
    setServerFields({});
    if (checked.problems) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    apply.mutate(checked.body, {
      onError: (error) => {
        const failure = toApiError(error);
        setRetryAt(failure.retryAfterSeconds ? Date.now() + failure.retryAfterSeconds * 1000 : null);
        const fields: Partial<Record<ApplicationField, string>> = {};
        for (const f of failure.fields ?? []) {
          const field = fieldOfPath(f.path);
          if (field) fields[field] = failure.description[language];
        }
        setServerFields(fields);
      },
    });
  };

  // An error that names a field shows there; any other shows above the button.
  const generalError = apply.error && Object.keys(serverFields).length === 0 ? apply.error : null;
  return (
    <form className="vacancy__form form" noValidate onSubmit={submit} aria-labelledby="vacancy-form-title">
      <h2 id="vacancy-form-title" className="vacancy__form-title">
        {t('extras.vacancies.formTitle')}
      </h2>
      <Field label={t('extras.vacancies.name')} error={errorOf('name')}>
        {(ids) => (
          <input
            id={ids.input}
            className="field__input"
            name="name"
            autoComplete="name"
            maxLength={80}
            value={name}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('extras.vacancies.phone')} error={errorOf('phone')}>
        {(ids) => <PhoneInput ids={ids} name="phone" digits={phoneDigits} onDigits={setPhoneDigits} />}
      </Field>
      <Field label={t('extras.vacancies.text')} hint={t('extras.vacancies.textHint', { max: APPLICATION_TEXT_MAX })} error={errorOf('text')}>
        {(ids) => (
          <textarea
            id={ids.input}
            className="field__input field__input--area"
            name="text"
            rows={4}
            value={text}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <FormError error={generalError} retryAt={retryAt} />
      <SubmitButton pending={apply.isPending} pendingLabel={t('extras.vacancies.sending')}>
        {t('extras.vacancies.send')}
      </SubmitButton>
    </form>
  );
}
