/**
 * One web-settings field in the editor: its label and help in the member's language (the help
 * says which plan decision the field drives), and the input its kind asks for. A value the server
 * could not use is marked on the field.
 */
import { useId, useState } from 'react';
import type { WebSettingsField } from '#schemas/web-settings';
import type { LocalizedText } from '#schemas/common';
import { SETTINGS_FIELDS } from '#engine/settings-fields';
import { contrastRatio, MIN_TEXT_CONTRAST, textOnMain } from '#domain/theme';
import { IMAGE_UPLOAD_LIMITS } from '#schemas/studio-endpoints';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { errorText } from '../lib/error-text.ts';
import { fieldKind } from './field-kind.ts';
import { uploadImage } from '../lib/upload-image.ts';
import { LANGUAGES } from '../components/language-picker.tsx';

export interface FieldInputProps {
  readonly field: WebSettingsField;
  readonly value: unknown;
  /** The whole draft: the colour's contrast reads the colour type beside it. */
  readonly settings: Readonly<Record<string, unknown>>;
  readonly problem: string | null;
  readonly changed: boolean;
  readonly onChange: (value: unknown, options?: { readonly typing?: boolean }) => void;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));
const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** `<input type="color">` takes #rrggbb only. */
const longHex = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex).toLowerCase();

export function FieldInput({ field, value, settings, problem, changed, onChange }: FieldInputProps) {
  const { t } = useStudioT();
  const id = useId();
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;
  const kind = fieldKind(field);
  const role: { readonly drives?: string; readonly none?: string } = SETTINGS_FIELDS[field];
  const help = role.drives ? t('settings.drives', { plan: role.drives }) : t('settings.noEffect', { why: role.none ?? '' });
  const describedBy = problem ? `${helpId} ${problemId}` : helpId;
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': problem ? true : undefined, name: field } as const;
  const label = t(`fields.${field}`);

  let input;
  switch (kind.kind) {
    case 'toggle':
      input = <input {...common} type="checkbox" role="switch" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
      break;
    case 'choice':
      input = (
        <select {...common} value={textOf(value)} onChange={(e) => onChange(e.target.value)}>
          {kind.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      input = (
        <input
          {...common}
          type="number"
          inputMode="numeric"
          value={textOf(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value), { typing: true })}
        />
      );
      break;
    case 'color':
      input = <ColorInput common={common} value={textOf(value)} settings={settings} label={label} onChange={onChange} />;
      break;
    case 'list':
      input = <ListInput common={common} value={value} onChange={onChange} />;
      break;
    case 'image':
      input = <ImageInput common={common} value={textOf(value)} onChange={onChange} />;
      break;
    case 'localized':
      input = <LocalizedInput common={common} value={value} settings={settings} label={label} onChange={onChange} />;
      break;
    case 'readonly':
      input = <input {...common} readOnly value={textOf(value)} />;
      break;
    default:
      input = (
        <input
          {...common}
          type={kind.kind === 'url' ? 'url' : kind.kind === 'phone' ? 'tel' : 'text'}
          value={textOf(value)}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value, { typing: true })}
        />
      );
  }

  return (
    <div className={`studio-field studio-field-${kind.kind}${problem ? ' is-invalid' : ''}${changed ? ' is-changed' : ''}`} data-field={field}>
      <label htmlFor={id}>
        {label}
        {changed && (
          <span className="studio-dot" aria-hidden="true">
            {' '}
            •
          </span>
        )}
      </label>
      {input}
      <small id={helpId} className="studio-help">
        {help}
      </small>
      {problem && (
        <small id={problemId} className="studio-error" role="alert">
          {t('settings.invalid', { message: problem })}
        </small>
      )}
    </div>
  );
}

type Common = { readonly id: string; readonly 'aria-describedby': string; readonly 'aria-invalid'?: boolean; readonly name: string };

/** What an input of one field kind gets besides its value's own type. */
interface KindInputProps<V> {
  readonly common: Common;
  readonly value: V;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly label: string;
  readonly onChange: FieldInputProps['onChange'];
}

function ColorInput({ common, value, settings, label, onChange }: KindInputProps<string>) {
  const { t } = useStudioT();
  const valid = HEX.test(value);
  const type = settings.mainColorType === 'dark' ? 'dark' : 'light';
  const text = valid ? textOnMain(value, type) : null;
  const ratio = valid && text ? contrastRatio(value, text) : null;
  const low = ratio !== null && ratio < MIN_TEXT_CONTRAST;
  return (
    <div className="studio-color">
      <input
        type="color"
        aria-label={label}
        value={valid ? longHex(value) : '#000000'}
        onChange={(e) => onChange(e.target.value.toUpperCase(), { typing: true })}
      />
      <input {...common} type="text" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value, { typing: true })} />
      {ratio !== null && text && (
        <span className={`studio-contrast${low ? ' is-low' : ''}`} role="status">
          <span className="studio-swatch" style={{ background: value, color: text }}>
            Aa
          </span>
          {t(low ? 'settings.contrastLow' : 'settings.contrast', { ratio: ratio.toFixed(1) })}
        </span>
      )}
    </div>
  );
}

function ListInput({ common, value, onChange }: { common: Common; value: unknown; onChange: FieldInputProps['onChange'] }) {
  const { t } = useStudioT();
  const items = Array.isArray(value) ? value : [];
  // Strings one a line; a list of objects (contacts) as JSON, each object a line.
  const objects = items.some((item) => typeof item === 'object');
  const [text, setText] = useState(() => items.map((item) => (objects ? JSON.stringify(item) : String(item))).join('\n'));
  return (
    <>
      <textarea
        {...common}
        rows={Math.max(2, items.length + 1)}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const lines = e.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean);
          if (!objects && !lines.some((line) => line.startsWith('{'))) return onChange(lines, { typing: true });
          try {
            onChange(
              lines.map((line) => JSON.parse(line) as unknown),
              { typing: true },
            );
          } catch {
            // An unfinished line of JSON: the draft keeps its last whole list.
          }
        }}
      />
      <small className="studio-help">{t('settings.listHelp')}</small>
    </>
  );
}

function ImageInput({ common, value, onChange }: { common: Common; value: string; onChange: FieldInputProps['onChange'] }) {
  const { t, language } = useStudioT();
  const { merchantId } = useStudio();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <div className="studio-image">
      <input {...common} type="text" value={value} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value, { typing: true })} />
      <label className="studio-button">
        {t('settings.upload')}
        <input
          type="file"
          className="studio-visually-hidden"
          accept={Object.keys(IMAGE_UPLOAD_LIMITS.types).join(',')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            void uploadImage(merchantId, file).then(
              (uploaded) => {
                onChange(uploaded.file);
                setStatus(t('settings.uploaded'));
              },
              (error: unknown) => setStatus(errorText(error, language)),
            );
          }}
        />
      </label>
      {status && <small role="status">{status}</small>}
    </div>
  );
}

/**
 * A text shoppers read in their language (decision 024): one input per language, the main
 * language's first and required once the text is set at all. A plain string is the uz text, as
 * the schema reads it; a text left empty in every language is null (the field's default).
 */
function LocalizedInput({ common, value, settings, label, onChange }: KindInputProps<unknown>) {
  const { t } = useStudioT();
  const texts: LocalizedText = typeof value === 'string' ? { uz: value } : value && typeof value === 'object' ? (value as LocalizedText) : {};
  const main = LANGUAGES.find((l) => l.id === settings.mainLanguage) ?? LANGUAGES[0]!;
  const missing = !texts[main.id]?.trim() && LANGUAGES.some((l) => texts[l.id]?.trim());
  return (
    <div className="studio-localized">
      {[main, ...LANGUAGES.filter((l) => l !== main)].map((l) => {
        // The main language's input is the field's own (its label names the field); the others add their language.
        return (
          <div key={l.id} className="studio-localized__row">
            <span aria-hidden="true">
              {l.name}
              {l === main ? ' *' : ''}
            </span>
            <input
              {...(l === main ? { ...common, 'aria-invalid': missing || common['aria-invalid'], required: missing } : { 'aria-label': `${label}: ${l.name}` })}
              type="text"
              lang={l.id === 'eng' ? 'en' : l.id}
              value={texts[l.id] ?? ''}
              onChange={(e) => {
                const next: LocalizedText = { ...texts, [l.id]: e.target.value };
                if (!e.target.value) delete next[l.id];
                onChange(Object.keys(next).length > 0 ? next : null, { typing: true });
              }}
            />
          </div>
        );
      })}
      {missing && (
        <small className="studio-error" role="alert">
          {t('settings.mainRequired')}
        </small>
      )}
    </div>
  );
}
