/** Sign-in by SMS code: the phone, then the code the brand's gateway sent (the outbox on the embedded default). */
import { useState, type FormEvent } from 'react';
import { studioSendCodeEndpoint, studioVerifyEndpoint } from '#schemas/studio-endpoints';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { writeStaffToken } from '../lib/session.ts';
import { errorText } from '../lib/error-text.ts';
import { LanguagePicker } from '../components/language-picker.tsx';

export function SignIn() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    if (!sent) {
      const result = await api.request(studioSendCodeEndpoint, { body: { phone } });
      if (result.error) setError(errorText(result.error, language));
      else setSent(true);
    } else {
      const result = await api.request(studioVerifyEndpoint, { body: { phone, code } });
      if (result.error) setError(errorText(result.error, language));
      else writeStaffToken(merchantId, result.data.token);
    }
    setBusy(false);
  };

  return (
    <main className="studio-sign-in">
      <form onSubmit={(e) => void submit(e)} className="studio-card" aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">{t('signIn.title')}</h1>
        <label>
          {t('signIn.phone')}
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            value={phone}
            readOnly={sent}
            placeholder="+998 90 123 45 67"
            onChange={(e) => setPhone(e.target.value)}
          />
        </label>
        {sent && (
          <>
            <p role="status">{t('signIn.codeSent', { phone })}</p>
            <label>
              {t('signIn.code')}
              <input inputMode="numeric" autoComplete="one-time-code" required autoFocus value={code} onChange={(e) => setCode(e.target.value)} />
            </label>
          </>
        )}
        {error && (
          <p role="alert" className="studio-error">
            {error}
          </p>
        )}
        <div className="studio-row">
          {sent && (
            <button
              type="button"
              onClick={() => {
                setSent(false);
                setCode('');
              }}
            >
              {t('signIn.back')}
            </button>
          )}
          <button type="submit" className="studio-primary" disabled={busy}>
            {sent ? t('signIn.confirm') : t('signIn.getCode')}
          </button>
        </div>
        <LanguagePicker />
      </form>
    </main>
  );
}
