/**
 * The preview: the real storefront in a frame, opened with the signed preview link (it renders
 * the draft as saved), at a phone's, a tablet's or a desktop's width, on the web or in the
 * Telegram channel, in a language the brand offers. Every edit is posted to the frame, which
 * draws the plan again from it (storefront/app/preview-listener.ts); the frame answers once it
 * has drawn it, and the time from the edit to that answer is shown.
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '#schemas/common';
import { previewLinkEndpoint } from '#schemas/studio-endpoints';
import { PREVIEW_WIDTHS, previewAnswerSchema, type PreviewDraftMessage, type PreviewWidth } from '#schemas/studio-preview';
import { TELEGRAM_QUERY_PARAM } from '#domain/visit-channel';
import { useStudioT } from '../i18n/i18n.ts';
import { useStudio } from '../lib/studio-api.ts';
import { studioKeys } from '../lib/query-keys.ts';
import { errorText } from '../lib/error-text.ts';
import type { DraftSettings } from './draft.ts';

const WIDTHS = PREVIEW_WIDTHS;
type Width = PreviewWidth;
type Channel = 'web' | 'telegram';
const LANGUAGES: readonly Language[] = ['uz', 'ru', 'eng'];
/** The signed link lives a short while: asked again well before it ends. */
const LINK_FRESH_MS = 5 * 60_000;

export function PreviewFrame({ settings }: { readonly settings: DraftSettings }) {
  const { api, merchantId } = useStudio();
  const { t, language: studioLanguage } = useStudioT();
  const [width, setWidth] = useState<Width>('phone');
  const [channel, setChannel] = useState<Channel>('web');
  const offered = LANGUAGES.filter((l) => settings[`${l}LangActive`] !== false);
  const [asked, setLanguage] = useState<Language | null>(null);
  const language = asked && offered.includes(asked) ? asked : offered.includes(studioLanguage) ? studioLanguage : (offered[0] ?? 'uz');
  const link = useQuery({
    queryKey: [...studioKeys.settings(merchantId), 'preview-link'],
    queryFn: ({ signal }) => api.call(previewLinkEndpoint, { signal }),
    staleTime: LINK_FRESH_MS,
    refetchInterval: LINK_FRESH_MS,
  });
  const [ready, setReady] = useState(false);
  // The link the frame opened with stays until the channel changes: a fresh link alone is no reason to reload.
  const [opened, setOpened] = useState<{ readonly url: string; readonly channel: Channel } | null>(null);
  if (link.data && (!opened || opened.channel !== channel)) {
    const url = new URL(link.data.url, location.origin);
    url.searchParams.set(TELEGRAM_QUERY_PARAM, channel === 'telegram' ? '1' : '0');
    setOpened({ url: `${url.pathname}${url.search}`, channel });
    setReady(false);
  }

  const frame = useRef<HTMLIFrameElement>(null);
  const sent = useRef(new Map<number, number>());
  const nextId = useRef(0);
  const [latency, setLatency] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== frame.current?.contentWindow) return;
      const answer = previewAnswerSchema.safeParse(event.data);
      if (!answer.success) return;
      if (answer.data.type === 'studio-preview-ready') return setReady(true);
      const start = sent.current.get(answer.data.id);
      sent.current.delete(answer.data.id);
      if (start !== undefined) setLatency(Math.round(performance.now() - start));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (!ready || !target) return;
    const id = ++nextId.current;
    sent.current.set(id, performance.now());
    const message: PreviewDraftMessage = { type: 'studio-draft', id, settings: { ...settings }, language };
    target.postMessage(message, location.origin);
  }, [ready, settings, language]);

  const size = WIDTHS[width];
  return (
    <section className="studio-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('preview.title')}</h2>
      <div className="studio-preview-controls">
        <fieldset>
          <legend>{t('preview.width')}</legend>
          {(Object.keys(WIDTHS) as Width[]).map((w) => (
            <label key={w}>
              <input type="radio" name="preview-width" value={w} checked={width === w} onChange={() => setWidth(w)} />
              {t(`preview.${w}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('preview.channel')}</legend>
          {(['web', 'telegram'] as const).map((c) => (
            <label key={c}>
              <input type="radio" name="preview-channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              {t(`preview.${c}`)}
            </label>
          ))}
        </fieldset>
        <label>
          {t('preview.language')}
          <select value={language} onChange={(e) => setLanguage(LANGUAGES.find((l) => l === e.target.value) ?? null)}>
            {offered.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="studio-latency" role="status" data-latency={latency ?? undefined}>
        {latency !== null ? t('preview.latency', { ms: latency }) : '\u00a0'}
      </p>
      {link.isError && (
        <p role="alert" className="studio-error">
          {errorText(link.error, studioLanguage)}
        </p>
      )}
      <div className="studio-frame-box" style={{ width: size.width * size.scale, height: size.height * size.scale }}>
        {opened && (
          <iframe
            ref={frame}
            key={opened.url}
            title={t('preview.title')}
            src={opened.url}
            width={size.width}
            height={size.height}
            style={{ transform: `scale(${size.scale})` }}
          />
        )}
      </div>
    </section>
  );
}
