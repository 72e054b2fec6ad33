/**
 * One rule for every text from outside (#schemas/wire-text, applied by http.ts bodyOf/queryOf): a
 * NUL or a lone surrogate anywhere in a body or query is a 400 naming the field, never a 500 from
 * the database, and nothing is written.
 */
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-server.ts';
import { INSIDE, loadTrackingPreset, NOON, newKey, pickup, request, signIn, type Shopper } from '../testing/tracking.ts';

const BAD = ['\u0000', '\ud800', '\udfff'] as const;

describeEachBackend(
  'text with NUL or broken Unicode',
  (server) => {
    let shopper: Shopper;
    it('signs in', async () => {
      await loadTrackingPreset(server());
      shopper = await signIn(server());
    });

    it("an order's comment or cheque phone: 400 naming the field, no order and no order number spent", async () => {
      const before = await server().db.query<{ last: number }>("select last from order_numbers where merchant_id = 'alpha-id'");
      for (const bad of BAD) {
        for (const [field, path] of [
          ['comment', '$.body.comment'],
          ['sendChequePhone', '$.body.sendChequePhone'],
        ] as const) {
          const res = await request(server(), 'POST', '/orders/v1/orders', { token: shopper.token, key: newKey(), body: pickup({ [field]: `a${bad}b` }) });
          expect(res.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
          expect(res.body.fields).toEqual([{ path, message: expect.stringContaining('NUL') }]);
          const quote = await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: pickup({ [field]: bad }) });
          expect(quote.status).toBe(400);
        }
      }
      const after = await server().db.query<{ last: number }>("select last from order_numbers where merchant_id = 'alpha-id'");
      expect(after).toEqual(before);
      const orders = await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}`, { token: shopper.token });
      expect(orders.body.totalElements).toBe(0);
    });

    it('every text field of a saved address, on POST and PUT: 400 naming the field', async () => {
      const fields = ['name', 'streetName', 'houseNumber', 'details', 'description', 'office', 'domophone', 'entrance', 'floor', 'comment'];
      const saved = await request(server(), 'POST', '/users/v1/addresses', { token: shopper.token, body: { ...INSIDE, streetName: 'Amir Temur' } });
      expect(saved.status).toBe(201);
      for (const field of fields) {
        for (const bad of BAD) {
          const body = { ...INSIDE, [field]: `x${bad}` };
          const created = await request(server(), 'POST', '/users/v1/addresses', { token: shopper.token, body });
          expect(created.status, `${field} ${JSON.stringify(bad)}`).toBe(400);
          expect(created.body.fields[0].path).toBe(`$.body.${field}`);
          const changed = await request(server(), 'PUT', `/users/v1/addresses/${saved.body.id}`, { token: shopper.token, body });
          expect(changed.status).toBe(400);
        }
      }
      const list = await request(server(), 'GET', '/users/v1/addresses', { token: shopper.token });
      expect(list.body).toHaveLength(1);
      expect(list.body[0].streetName).toBe('Amir Temur');
    });

    it('a key, a nested value and a query parameter pass the same rule; nesting is bounded', async () => {
      const key = await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: { ...pickup(), ['x\u0000']: 1 } });
      expect(key.status).toBe(400);
      expect(key.body.fields[0].path).toBe('$.body.x\ufffd');
      const nested = await request(server(), 'POST', '/orders/v1/orders/quote', { token: shopper.token, body: pickup({ address: { name: '\ud800' } }) });
      expect(nested.body.fields[0].path).toBe('$.body.address.name');
      const query = await request(server(), 'GET', `/orders/v1/orders/user/${shopper.id}?page=%00`, { token: shopper.token });
      expect(query.status).toBe(400);
      expect(query.body.fields[0].path).toBe('$.query.page');
      // Written as text: the test's own JSON.stringify would run out of stack first.
      const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
      const tooDeep = await server().app.request('/orders/v1/orders/quote', {
        method: 'POST',
        body: `{"comment":${deep}}`,
        headers: { merchant: 'alpha-id', 'content-type': 'application/json', authorization: `Bearer ${shopper.token}` },
      });
      expect(tooDeep.status).toBe(400);
    });
  },
  { sms: { mode: 'outbox' }, clock: () => NOON },
);
