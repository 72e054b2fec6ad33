import { useState, type FormEvent } from 'react';
import { userUpdateSchema, type UserUpdate } from '#schemas/account-endpoints';
import type { User } from '#schemas/entities';
import { useT } from '#storefront/i18n/use-t.ts';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useBrand } from '#storefront/lib/app-context.tsx';
import { sessionStore } from '#storefront/lib/session.ts';
import { notify } from '#storefront/lib/toasts.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { Field } from './field.tsx';
import { FormError } from './form-error.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useProfileTexts } from '#storefront/i18n/use-profile-texts.ts';

interface Values {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly birthday: string;
  readonly gender: NonNullable<User['gender']> | '';
}
type FieldName = keyof Values;
type Problem = 'required' | 'wrongName' | 'wrongEmail' | 'wrongBirthday';

const valuesOf = (user: User): Values => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  email: user.email ?? '',
  birthday: user.birthday ?? '',
  gender: user.gender ?? '',
});

/** What PUT users/{id} gets: blank optional fields clear, the first name is required. */
export function updateOf(values: Values): UserUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim() || null,
    email: values.email.trim(),
    birthday: values.birthday,
    gender: values.gender || null,
  };
}

const PROBLEM_OF: Readonly<Record<FieldName, Problem>> = {
  firstName: 'wrongName',
  lastName: 'wrongName',
  email: 'wrongEmail',
  birthday: 'wrongBirthday',
  gender: 'required',
};

/** Field by field, what the contract's schema (the server's own rule) refuses. */
export function problemsOf(values: Values): Partial<Record<FieldName, Problem>> {
  const problems: Partial<Record<FieldName, Problem>> = {};
  const parsed = userUpdateSchema.safeParse(updateOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in PROBLEM_OF) problems[field as FieldName] = PROBLEM_OF[field as FieldName];
    }
  }
  if (!values.firstName.trim()) problems.firstName = 'required';
  return problems;
}

/** The server's own field errors (`$.body.email`), by field. */
function serverProblems(error: unknown): Partial<Record<FieldName, Problem>> {
  const problems: Partial<Record<FieldName, Problem>> = {};
  for (const { path } of toApiError(error).fields ?? []) {
    const field = path.split('.').pop();
    if (field && field in PROBLEM_OF) problems[field as FieldName] = PROBLEM_OF[field as FieldName];
  }
  return problems;
}

/**
 * The shopper's name, email, birthday and gender. What is typed stays until it is saved: a
 * refusal (by the field rules here, or the server's) marks the fields and keeps every value.
 * Untouched fields follow the profile as the server last answered it.
 */
export function UserForm({ user }: { readonly user: User }) {
  useProfileTexts();
  const { t } = useT();
  const { merchantId } = useBrand();
  const update = useUpdateUser();
  const [draft, setDraft] = useState<Partial<Values>>({});
  const [checked, setChecked] = useState(false);
  const values: Values = { ...valuesOf(user), ...draft };
  const problems = checked ? { ...serverProblems(update.error), ...problemsOf(values) } : serverProblems(update.error);
  const edit = (field: FieldName, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (update.error) update.reset();
  };
  const message = (field: FieldName) => (problems[field] ? t(`account.${problems[field]}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    setChecked(true);
    if (Object.keys(problemsOf(values)).length > 0) return;
    update.mutate(
      { id: user.id, update: updateOf(values) },
      {
        onSuccess: (saved) => {
          sessionStore(merchantId).getState().setUser(saved);
          setDraft({});
          setChecked(false);
          notify('success', t('account.saved'));
        },
      },
    );
  };

  const text = (field: 'firstName' | 'lastName' | 'email' | 'birthday', type: string, autoComplete: string) => (
    <Field label={t(`account.${field}`)} error={message(field)}>
      {(ids) => (
        <input
          id={ids.input}
          className="field__input"
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          aria-required={field === 'firstName' || undefined}
          onChange={(event) => edit(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="form form--card" noValidate onSubmit={submit} aria-label={t('profile.user')}>
      <div className="form__grid">
        {text('firstName', 'text', 'given-name')}
        {text('lastName', 'text', 'family-name')}
        {text('email', 'email', 'email')}
        {text('birthday', 'date', 'bday')}
      </div>
      <fieldset className="choice-group">
        <legend className="field__label">{t('account.gender')}</legend>
        {(['MALE', 'FEMALE'] as const).map((gender) => (
          <label key={gender} className="choice">
            <input type="radio" name="gender" value={gender} checked={values.gender === gender} onChange={() => edit('gender', gender)} />
            <span>{t(gender === 'MALE' ? 'account.male' : 'account.female')}</span>
          </label>
        ))}
      </fieldset>
      {Object.keys(problems).length > 0 && !update.error ? (
        <div className="form-error" role="alert">
          <span className="form-error__icon" aria-hidden="true">
            !
          </span>
          <p>{t('account.fixFields')}</p>
        </div>
      ) : null}
      <FormError error={update.error} />
      <SubmitButton pending={update.isPending} pendingLabel={t('account.saving')}>
        {t('account.save')}
      </SubmitButton>
    </form>
  );
}
