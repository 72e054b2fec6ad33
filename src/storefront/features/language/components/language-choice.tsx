import { useId } from 'react';
import type { Language } from '#schemas/common';
import { HTML_LANG } from '#domain/html-lang';
import { useI18n, useT } from '#storefront/i18n/use-t.ts';
import { switchLanguage } from '#storefront/i18n/i18n.ts';
import { usePlan } from '#storefront/lib/app-context.tsx';
import { COOKIE, writeCookie } from '#storefront/lib/cookies.ts';
import './language-choice.css';

/**
 * The language choice of the profile and of /language: one radio per language the plan offers,
 * each named in its own language. The choice goes to the language cookie for 365 days.
 */
export function LanguageChoice({ headingLevel = 2 }: { readonly headingLevel?: 1 | 2 }) {
  const { t, language } = useT();
  const i18n = useI18n();
  const { offered } = usePlan().languages;
  const id = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const choose = (code: Language) => {
    writeCookie(COOKIE.language, code);
    void switchLanguage(i18n, code);
  };
  return (
    <section className="language-choice" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className={headingLevel === 1 ? 'page-title' : 'section-title'}>
        {t('language.label')}
      </Heading>
      <div className="language-choice__options" role="radiogroup" aria-labelledby={`${id}-title`}>
        {offered.map((code) => (
          <label key={code} className="language-choice__option" lang={HTML_LANG[code]}>
            <input type="radio" name={`${id}-language`} value={code} checked={language === code} onChange={() => choose(code)} />
            <span>{t(`language.${code}`)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
