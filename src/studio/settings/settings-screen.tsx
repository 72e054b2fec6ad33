/**
 * The settings editor: every web-settings field, grouped as the settings-field table groups them,
 * edited as an immer draft (draft.ts: undo, redo, the changed fields), saved as it goes (a
 * debounced PUT with the version it started from: another member's newer save is refused and
 * named, the local draft stays, and a reload carries it onto theirs), published (a refused field
 * is marked), with the versions and their rollback, beside a live preview of the draft. A preset
 * file the server refused over the studio's work is said at the top (decision 028).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SETTINGS_FIELDS, SETTINGS_GROUPS } from '#engine/settings-fields';
import { WEB_SETTINGS_FIELDS, type WebSettingsField } from '#schemas/web-settings';
import { changedFields } from '#domain/studio-roles';
import { publishEndpoint, rollbackEndpoint, saveDraftEndpoint, studioSettingsEndpoint, versionsEndpoint } from '#schemas/studio-endpoints';
import type { ResponseOf } from '#schemas/endpoints';
import { toApiError } from '#storefront/lib/api-error.ts';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { Loading } from '../components/status.tsx';
import { editField, rebaseDraft, redo, startDraft, undo, type DraftHistory, type DraftSettings } from './draft.ts';
import { FieldInput } from './field-input.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/** Saves wait this long after the last edit: typing is one save, not one a letter. */
const SAVE_DELAY_MS = 500;

type Loaded = ResponseOf<typeof studioSettingsEndpoint>;
type SaveState = { readonly kind: 'idle' | 'saving' | 'saved' } | { readonly kind: 'conflict' | 'error'; readonly message: string };

/** `$.settings.mainColor` (a refused field's path) -> `mainColor`. */
const fieldOfPath = (path: string): string | null => /^\$\.settings\.(\w+)/.exec(path)?.[1] ?? null;

export default function SettingsScreen() {
  const { api, merchantId } = useStudio();
  const { t, language } = useStudioT();
  const settings = useQuery({
    queryKey: studioKeys.settings(merchantId),
    queryFn: ({ signal }) => api.call(studioSettingsEndpoint, { signal }),
    staleTime: Infinity,
  });
  if (settings.isPending) return <Loading />;
  if (settings.isError) {
    return (
      <div className="studio-empty">
        <p role="alert">{errorText(settings.error, language)}</p>
        <button type="button" onClick={() => void settings.refetch()}>
          {t('app.retry')}
        </button>
      </div>
    );
  }
  // A new load (another member's settings taken, a rollback) starts a new editor.
  return <Editor key={settings.dataUpdatedAt} loaded={settings.data} />;
}

function Editor({ loaded }: { readonly loaded: Loaded }) {
  const { api, merchantId } = useStudio();
  const { t, language, date } = useStudioT();
  const [history, setHistory] = useState<DraftHistory>(() => startDraft(loaded.draft?.settings ?? loaded.published.settings));
  // What the edits are relative to: where this editor started, or last took the server's settings.
  const start = useRef<DraftSettings>(history.settings);
  const [published, setPublished] = useState(loaded.published);
  const base = useRef({ version: loaded.draft?.baseVersion ?? loaded.published.version, revision: loaded.draft?.revision ?? 0 });
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState(history.settings);
  const changed = useMemo(() => new Set(changedFields(published.settings, history.settings)), [published.settings, history.settings]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    const current = history.settings;
    if (current === saved) return true;
    setSave({ kind: 'saving' });
    const result = await api.request(saveDraftEndpoint, {
      body: { baseVersion: base.current.version, revision: base.current.revision, settings: { ...current } },
    });
    if (result.error) {
      setSave({ kind: result.error.status === 409 ? 'conflict' : 'error', message: errorText(result.error, language) });
      return false;
    }
    setSaved(current);
    base.current = { version: result.data.draft.baseVersion, revision: result.data.draft.revision };
    setProblems(Object.fromEntries(result.data.problems.map((p) => [p.field, p.message])));
    setSave({ kind: 'saved' });
    return true;
  }, [api, history.settings, saved, language]);

  // Autosave: the draft goes to the server a moment after the last edit (not after a conflict:
  // the member decides first).
  useEffect(() => {
    if (history.settings === saved || save.kind === 'conflict') return;
    const timer = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [history.settings, saved, saveNow, save.kind]);

  const edit = (field: WebSettingsField, value: unknown, options?: { readonly typing?: boolean }) => setHistory((h) => editField(h, field, value, options));

  const versions = useQuery({ queryKey: studioKeys.versions(merchantId), queryFn: ({ signal }) => api.call(versionsEndpoint, { signal }) });

  const publish = async () => {
    setNotice(null);
    if (!(await saveNow())) return;
    const result = await api.request(publishEndpoint, { body: { baseVersion: base.current.version } });
    if (result.error) {
      // Published by another member meanwhile: the same way out as a refused save.
      if (result.error.status === 409) return setSave({ kind: 'conflict', message: errorText(result.error, language) });
      const refused = Object.fromEntries(
        (result.error.fields ?? []).flatMap((f) => {
          const field = fieldOfPath(f.path);
          return field ? [[field, f.message]] : [];
        }),
      );
      setProblems(refused);
      setNotice(errorText(result.error, language));
      document.querySelector<HTMLElement>('.studio-field.is-invalid input, .studio-field.is-invalid select')?.focus();
      return;
    }
    base.current = { version: result.data.version, revision: 0 };
    start.current = history.settings;
    setPublished({ version: result.data.version, settings: history.settings as Record<string, unknown> });
    setNotice(t('settings.published', { version: result.data.version }));
    void versions.refetch();
  };

  const rollback = async (version: number) => {
    const result = await api.request(rollbackEndpoint, { body: { version } });
    if (result.error) return setNotice(errorText(result.error, language));
    // The editor starts again from what is published now (a draft there was is gone with it).
    const fresh = await api.request(studioSettingsEndpoint);
    if (fresh.data) {
      const settings = fresh.data.draft?.settings ?? fresh.data.published.settings;
      base.current = { version: fresh.data.published.version, revision: fresh.data.draft?.revision ?? 0 };
      start.current = settings;
      setHistory(startDraft(settings));
      setSaved(settings);
      setPublished(fresh.data.published);
      setProblems({});
    }
    setNotice(t('settings.rolledBack', { version: result.data.version }));
    void versions.refetch();
  };

  // After a refused save: the settings as the other member left them, with this member's edits
  // carried onto them (rebaseDraft); autosave then saves that on the new base.
  const reload = async () => {
    const fresh = await api.request(studioSettingsEndpoint);
    if (fresh.error) return setNotice(errorText(fresh.error, language));
    const theirs = fresh.data.draft?.settings ?? fresh.data.published.settings;
    base.current = { version: fresh.data.draft?.baseVersion ?? fresh.data.published.version, revision: fresh.data.draft?.revision ?? 0 };
    // Read now: the updater runs at the next render, after `start` has moved on to theirs.
    const from = start.current;
    setHistory((h) => rebaseDraft(h, from, theirs));
    start.current = theirs;
    setSaved(theirs);
    setPublished(fresh.data.published);
    setProblems({});
    setSave({ kind: 'idle' });
    void versions.refetch();
  };

  // Undo and redo from the keyboard, outside a text box (which keeps its own).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      const target = event.target as HTMLElement | null;
      if (target?.matches('input[type="text"], input[type="url"], input[type="tel"], input[type="number"], textarea')) return;
      event.preventDefault();
      setHistory((h) => (event.shiftKey ? redo(h) : undo(h)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const status =
    save.kind === 'saving'
      ? t('settings.saving')
      : save.kind === 'saved' && history.settings === saved
        ? t('settings.saved')
        : save.kind === 'conflict' || save.kind === 'error'
          ? save.message
          : history.settings !== saved
            ? t('settings.unsaved')
            : '';

  return (
    <div className="studio-settings">
      <div className="studio-editor">
        <div className="studio-toolbar">
          <h1>{t('settings.title')}</h1>
          <button type="button" onClick={() => setHistory(undo)} disabled={history.past.length === 0}>
            {t('settings.undo')}
          </button>
          <button type="button" onClick={() => setHistory(redo)} disabled={history.future.length === 0}>
            {t('settings.redo')}
          </button>
          <button type="button" className="studio-primary" onClick={() => void publish()}>
            {t('settings.publish')}
          </button>
          <span className="studio-changed">{t('settings.changed', { count: changed.size })}</span>
        </div>
        <p className={`studio-save-state is-${save.kind}`} role="status">
          {status || '\u00a0'}
        </p>
        {save.kind === 'conflict' && (
          <button type="button" onClick={() => void reload()}>
            {t('settings.reload')}
          </button>
        )}
        {notice && (
          <p className="studio-notice" role="alert">
            {notice}
          </p>
        )}
        {loaded.presetNotice && <PresetNotice notice={loaded.presetNotice} />}
        {SETTINGS_GROUPS.map((group) => (
          <details key={group} className="studio-group" open={group === 'brand' || group === 'languages' || group === 'layout'}>
            <summary>{t(`groups.${group}`)}</summary>
            <div className="studio-fields">
              {WEB_SETTINGS_FIELDS.filter((field) => SETTINGS_FIELDS[field].group === group).map((field) => (
                <FieldInput
                  key={field}
                  field={field}
                  value={history.settings[field]}
                  settings={history.settings}
                  problem={problems[field] ?? null}
                  changed={changed.has(field)}
                  onChange={(value, options) => edit(field, value, options)}
                />
              ))}
            </div>
          </details>
        ))}
        <section className="studio-versions" aria-labelledby="versions-title">
          <h2 id="versions-title">{t('settings.versions')}</h2>
          {versions.isError && <p role="alert">{errorText(toApiError(versions.error), language)}</p>}
          <ol>
            {(versions.data ?? []).map((v) => (
              <li key={v.version}>
                <strong>{t('settings.version', { version: v.version })}</strong>{' '}
                <span>{t('settings.by', { who: v.authorName ?? v.authorId ?? '—', when: date(v.createdDate) })}</span>{' '}
                <small>{v.changedFields.join(', ') || t('settings.none')}</small>{' '}
                {v.version !== published.version && (
                  <button type="button" onClick={() => void rollback(v.version)}>
                    {t('settings.rollback')} ({v.version})
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
      <PreviewFrame settings={history.settings} />
    </div>
  );
}

/** A changed preset file the server refused over the studio's work (decision 028): what was kept, and the way to load it anyway. */
function PresetNotice({ notice }: { readonly notice: NonNullable<Loaded['presetNotice']> }) {
  const { t, date } = useStudioT();
  const work = notice.work.map((w) => t(`settings.presetWork.${w.action}`, { count: w.count, when: date(w.lastDate) })).join('; ');
  return (
    <div className="studio-notice studio-preset-notice" role="status">
      <p>{t('settings.presetRefused', { file: notice.file, when: date(notice.date), work })}</p>
      <p className="studio-help">{t('settings.presetHowTo', { file: notice.file })}</p>
    </div>
  );
}
