/** Sealing merchant secrets: what one key seals only that key opens, for that merchant and name. */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSecretsKey, parseSecretsKey, SecretBox } from './secrets.ts';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, and nothing sealed for another merchant, name or key', () => {
    const sealed = box.seal('alpha', 'sms', '{"password":"p"}');
    expect(sealed).not.toContain('password');
    expect(box.open('alpha', 'sms', sealed)).toBe('{"password":"p"}');
    expect(box.open('beta', 'sms', sealed)).toBeNull();
    expect(box.open('alpha', 'bot', sealed)).toBeNull();
    expect(new SecretBox(randomBytes(32)).open('alpha', 'sms', sealed)).toBeNull();
    expect(box.open('alpha', 'sms', `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(box.open('alpha', 'sms', 'plain text')).toBeNull();
  });

  it('seals the same value differently each time', () => {
    expect(box.seal('a', 'n', 'v')).not.toBe(box.seal('a', 'n', 'v'));
  });

  it('hashes codes with a key: the same parts give the same hash, another key another', () => {
    expect(box.codeHash(['m', '998901234567', '123456'])).toBe(box.codeHash(['m', '998901234567', '123456']));
    expect(box.codeHash(['m', '998901234567', '123456'])).not.toBe(new SecretBox(randomBytes(32)).codeHash(['m', '998901234567', '123456']));
  });
});

describe('the secrets key', () => {
  it('reads 64 hex digits or base64 of 32 bytes, nothing else', () => {
    const key = randomBytes(32);
    expect(parseSecretsKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseSecretsKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseSecretsKey('short')).toBeNull();
    expect(parseSecretsKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(() => loadSecretsKey({ key: 'short' })).toThrow(/SECRETS_KEY/);
  });

  it('the embedded default generates one into its data folder once, readable by the owner only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    try {
      const first = loadSecretsKey({ dataDir: dir });
      expect(loadSecretsKey({ dataDir: dir }).equals(first)).toBe(true);
      expect(statSync(join(dir, 'secrets.key')).mode & 0o077).toBe(0);
      expect(readFileSync(join(dir, 'secrets.key'), 'utf8').trim()).toBe(first.toString('base64'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
