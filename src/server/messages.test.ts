/**
 * The server's message catalogue: every message in all three languages, the same values named
 * in each, and every error code with a description of its own.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#schemas/common';
import { API_ERROR_CODES } from '#schemas/errors';
import { MESSAGES, message, type MessageKey } from './messages.ts';

const keys = Object.keys(MESSAGES) as MessageKey[];
const valuesNamed = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server messages (one keyed catalogue, three languages)', () => {
  it('every key has a non-empty uz, ru and eng text, and no other language', () => {
    const gaps = keys.flatMap((key) => {
      const text: Record<string, unknown> = MESSAGES[key];
      const missing = LANGUAGES.filter((language) => typeof text[language] !== 'string' || !(text[language] as string).trim());
      const extra = Object.keys(text).filter((language) => !(LANGUAGES as readonly string[]).includes(language));
      return [...missing.map((language) => `${key}: no ${language}`), ...extra.map((language) => `${key}: unknown language ${language}`)];
    });
    expect(keys.length).toBeGreaterThan(0);
    expect(gaps).toEqual([]);
  });

  it('every language of a message names the same values', () => {
    const differ = keys.filter((key) => new Set(LANGUAGES.map((language) => valuesNamed(MESSAGES[key][language]).join(','))).size > 1);
    expect(differ).toEqual([]);
  });

  it('every error code of the contract has its own description', () => {
    expect(Object.keys(API_ERROR_CODES).filter((code) => !(code in MESSAGES))).toEqual([]);
  });

  it('message fills in the values it names, in every language', () => {
    expect(message('addressLimit', { max: 50 })).toEqual({
      uz: "Ko'pi bilan 50 ta manzil saqlash mumkin",
      ru: 'Можно сохранить не больше 50 адресов',
      eng: 'At most 50 addresses can be saved',
    });
    expect(message('orderNotFound')).toBe(MESSAGES.orderNotFound);
  });
});
