import { describe, expect, it } from 'vitest';
import { pickText } from './localized.ts';

describe('pickText: the text of a localised value (SPEC point 3: ru, uz, eng strings; point 1: fallback default ru)', () => {
  const full = { uz: 'Burger uz', ru: 'Бургер', eng: 'Burger' };

  it('answers the asked language', () => {
    expect(pickText(full, 'uz')).toBe('Burger uz');
    expect(pickText(full, 'ru')).toBe('Бургер');
    expect(pickText(full, 'eng')).toBe('Burger');
  });

  it('a missing or blank translation gives the fallback language, ru by default', () => {
    expect(pickText({ uz: 'Osh', ru: 'Плов' }, 'eng')).toBe('Плов');
    expect(pickText({ uz: 'Osh', ru: 'Плов', eng: '  ' }, 'eng')).toBe('Плов');
    expect(pickText({ uz: 'Osh', ru: 'Плов' }, 'eng', 'uz')).toBe('Osh');
  });

  it('a brand that filled one language only still shows it in every language', () => {
    expect(pickText({ eng: 'Only english' }, 'uz')).toBe('Only english');
    expect(pickText({ uz: 'Faqat' }, 'ru', 'eng')).toBe('Faqat');
  });

  it('nothing to show gives an empty string', () => {
    expect(pickText(null, 'uz')).toBe('');
    expect(pickText(undefined, 'ru')).toBe('');
    expect(pickText({}, 'ru')).toBe('');
    expect(pickText({ uz: ' ', ru: '' }, 'ru')).toBe('');
  });
});

describe('pickText on localised brand data (decision 024): a plain string is the text in every language', () => {
  it('a string stored before the texts were localised shows as it is, trimmed', () => {
    expect(pickText("Toshkent, Chilonzor ko'chasi, 5", 'ru', 'uz')).toBe("Toshkent, Chilonzor ko'chasi, 5");
    expect(pickText('  Olov Burger ', 'eng', 'uz')).toBe('Olov Burger');
    expect(pickText('', 'ru', 'uz')).toBe('');
  });

  it('a missing ru falls back to the main language, not to the other translation', () => {
    expect(pickText({ uz: "Bunyodkor ko'chasi, 5", eng: '5 Bunyodkor Street' }, 'ru', 'uz')).toBe("Bunyodkor ko'chasi, 5");
  });
});
