import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setAnswerHeader } from './http.ts';

describe('setAnswerHeader: a header on the answer a handler already made', () => {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    setAnswerHeader(c, 'X-After', 'yes');
  });
  app.get('/body', (c) => c.body(new TextEncoder().encode('hello'), 200, { 'Content-Type': 'text/plain' }));
  // Response.redirect's headers are immutable: setting them directly throws.
  app.get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));

  it('sets it on the response itself, keeping the body a buffer (no copy, no stream)', async () => {
    let sameResponse = false;
    const probe = new Hono();
    probe.use(async (c, next) => {
      await next();
      const before = c.res;
      setAnswerHeader(c, 'X-After', 'yes');
      sameResponse = c.res === before;
    });
    probe.get('/', (c) => c.text('hello'));
    const res = await probe.request('/');
    expect(res.headers.get('x-after')).toBe('yes');
    expect(sameResponse).toBe(true);
    expect(await res.text()).toBe('hello');
  });

  it("falls back to a copy when the response's headers cannot change", async () => {
    const res = await app.request('/redirect');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(res.headers.get('x-after')).toBe('yes');
  });

  it('keeps the answer whole', async () => {
    const res = await app.request('/body');
    expect(res.headers.get('x-after')).toBe('yes');
    expect(await res.text()).toBe('hello');
  });
});
