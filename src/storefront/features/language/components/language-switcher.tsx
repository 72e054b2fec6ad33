import { useId } from 'react';
import { languageSchema } from '#schemas/common';
import { useI18n, useT } from '#storefront/i18n/use-t.ts';
import { switchLanguage } from '#storefront/i18n/i18n.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { COOKIE, writeCookie } from '#storefront/lib/cookies.ts';

/** The languages the plan offers; the choice goes to the language cookie for 365 days. */
export function LanguageSwitcher() {
  const { t, language } = useT();
  const i18n = useI18n();
  const { offered } = usePlan().languages;
  const id = useId();
  if (offered.length < 2) return null;
  return (
    <span className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switcher__select"
        value={language}
        onChange={(event) => {
          const parsed = languageSchema.safeParse(event.target.value);
          if (!parsed.success) return;
          writeCookie(COOKIE.language, parsed.data);
          void switchLanguage(i18n, parsed.data);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
