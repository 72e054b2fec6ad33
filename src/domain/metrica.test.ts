/**
 * Whether a brand's page loads its Yandex Metrica counter (decision 022): only when the brand
 * turns it on with an id of digits, and inside the Telegram mini app only when it also says so.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMetricaId, METRICA_CSP, metricaCounter } from './metrica.ts';

const on = { yandexMetricsEnabled: true, yandexMetricsId: '98765432', yandexMetricsInTelegram: false };

describe('metricaCounter', () => {
  it('names the counter on the website when the brand turns Metrica on with a valid id', () => {
    expect(metricaCounter(on, 'web')).toBe('98765432');
  });

  it('names none while yandexMetricsEnabled is off, whatever the id', () => {
    expect(metricaCounter({ ...on, yandexMetricsEnabled: false }, 'web')).toBeNull();
    expect(metricaCounter({ ...on, yandexMetricsEnabled: false, yandexMetricsInTelegram: true }, 'telegram')).toBeNull();
  });

  it('names none without an id of digits: missing, empty, letters, script, too long', () => {
    for (const id of [undefined, null, '', ' 123', '12a4', 'ym-123', '"><script>', '1234567890123456', '12.5']) {
      expect(metricaCounter({ ...on, yandexMetricsId: id as string | null }, 'web'), String(id)).toBeNull();
    }
  });

  it('in the mini app only when yandexMetricsInTelegram is on too', () => {
    expect(metricaCounter(on, 'telegram')).toBeNull();
    expect(metricaCounter({ ...on, yandexMetricsInTelegram: true }, 'telegram')).toBe('98765432');
    expect(metricaCounter({ ...on, yandexMetricsInTelegram: true }, 'web')).toBe('98765432');
  });

  it("whatever the settings, a named counter is the brand's own id of digits and the flags allow it on that channel", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.oneof(fc.string(), fc.stringMatching(/^\d{1,15}$/)),
        fc.constantFrom('web' as const, 'telegram' as const),
        (enabled, inTelegram, id, channel) => {
          const counter = metricaCounter({ yandexMetricsEnabled: enabled, yandexMetricsId: id, yandexMetricsInTelegram: inTelegram }, channel);
          if (counter === null) return !enabled || !isMetricaId(id) || (channel === 'telegram' && !inTelegram);
          return counter === id && /^\d+$/.test(counter) && enabled && (channel === 'web' || inTelegram);
        },
      ),
    );
  });
});

describe('METRICA_CSP', () => {
  it("allows Metrica's hosts over https only, and no session replay socket", () => {
    const all = [...(METRICA_CSP.script ?? []), ...(METRICA_CSP.connect ?? []), ...(METRICA_CSP.img ?? [])];
    expect(all.length).toBeGreaterThan(0);
    for (const source of all) expect(source).toMatch(/^https:\/\/(mc\.yandex\.(ru|uz|com)|yastatic\.net)$/);
    expect(METRICA_CSP.script).toContain('https://mc.yandex.ru');
  });
});
