/** The studio's own language (uz, ru, eng), kept for the next visit. */
import { languageSchema, type Language } from '#schemas/common';
import { switchStudioLanguage, useStudioT } from '../i18n/i18n.ts';

/** The languages by their own names (the settings' localised texts label their inputs with them too). */
export const LANGUAGES: readonly { readonly id: Language; readonly name: string }[] = [
  { id: 'uz', name: "O'zbekcha" },
  { id: 'ru', name: 'Русский' },
  { id: 'eng', name: 'English' },
];

export function LanguagePicker() {
  const { t, language, i18n } = useStudioT();
  return (
    <label className="studio-language">
      <span>{t('app.language')}</span>
      <select
        value={language}
        onChange={(e) => {
          const next = languageSchema.safeParse(e.target.value);
          if (next.success) void switchStudioLanguage(i18n, next.data);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
