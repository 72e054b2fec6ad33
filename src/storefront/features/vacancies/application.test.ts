import { describe, expect, it } from 'vitest';
import { APPLICATION_TEXT_MAX } from '#schemas/feature-endpoints';
import { checkApplication, fieldOfPath } from './application.ts';

const good = { name: 'Aziza', phoneDigits: '901234567', text: 'Two years at a coffee shop.' };

describe('an application to a vacancy, checked before it is sent', () => {
  it('sends a full name, an Uzbek mobile number and a short text, trimmed', () => {
    const result = checkApplication({ ...good, name: '  Aziza ' });
    expect(result.problems).toBeNull();
    expect(result.body).toEqual({ name: 'Aziza', phone: '+998901234567', text: 'Two years at a coffee shop.' });
  });

  it('sends no text when none is typed (the text is optional)', () => {
    expect(checkApplication({ ...good, text: '   ' }).body?.text).toBeNull();
  });

  it('names each wrong field: a one-letter name, a short or foreign phone, a text over the limit', () => {
    expect(checkApplication({ ...good, name: ' A ' }).problems).toEqual({ name: true });
    expect(checkApplication({ ...good, phoneDigits: '90123' }).problems).toEqual({ phone: true });
    expect(checkApplication({ ...good, phoneDigits: '111234567' }).problems).toEqual({ phone: true });
    expect(checkApplication({ ...good, text: 'x'.repeat(APPLICATION_TEXT_MAX + 1) }).problems).toEqual({ text: true });
    expect(checkApplication({ name: '', phoneDigits: '', text: '' }).problems).toEqual({ name: true, phone: true });
  });

  it("maps the server's field paths to the form's fields", () => {
    expect(fieldOfPath('$.body.phone')).toBe('phone');
    expect(fieldOfPath('$.body.name')).toBe('name');
    expect(fieldOfPath('$.query.page')).toBeNull();
  });
});
