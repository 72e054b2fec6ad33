/**
 * Tenant isolation backed by the database (DESIGN.md, security): queries as the app role see
 * only the rows of the merchant they are scoped to, even with no merchant filter of their own,
 * and cannot write another merchant's rows.
 */
import { expect, it } from 'vitest';
import { describeEachBackend } from '../testing/test-server.ts';

describeEachBackend('row-level security', (server) => {
  it('runs scoped queries as a role that is not a superuser', async () => {
    const [row] = await server().db.asMerchant('alpha-id', (tx) =>
      tx.query<{ role: string; superuser: boolean }>('select current_user as role, (select rolsuper from pg_roles where rolname = current_user) as superuser'),
    );
    expect(row).toEqual({ role: 'storefront_app', superuser: false });
  });

  it("a query without a merchant filter sees only its own merchant's rows", async () => {
    const alpha = await server().db.asMerchant('alpha-id', (tx) => tx.query<{ merchant_id: string }>('select distinct merchant_id from products'));
    const beta = await server().db.asMerchant('beta-id', (tx) => tx.query<{ merchant_id: string }>('select distinct merchant_id from branches'));
    expect(alpha).toEqual([{ merchant_id: 'alpha-id' }]);
    expect(beta).toEqual([{ merchant_id: 'beta-id' }]);
  });

  it('an unknown merchant sees no rows at all', async () => {
    const rows = await server().db.asMerchant('nobody', (tx) => tx.query('select * from products'));
    expect(rows).toEqual([]);
  });

  it('cannot write a row for another merchant', async () => {
    const attempt = server().db.asMerchant('alpha-id', (tx) => tx.query(`insert into cities (merchant_id, id, data) values ('beta-id', 'evil', '{}')`));
    await expect(attempt).rejects.toThrow(/row-level security/);
    const updated = await server().db.asMerchant('alpha-id', (tx) => tx.query(`update products set priority = 99 where merchant_id = 'beta-id' returning id`));
    expect(updated).toEqual([]);
  });

  it('reads merchants (looked up by sub before a merchant is known) but cannot change them', async () => {
    const subs = await server().db.asMerchant('alpha-id', (tx) => tx.query<{ sub: string }>('select sub from merchants order by sub'));
    expect(subs.map((r) => r.sub)).toEqual(['alpha', 'beta']);
    const attempt = server().db.asMerchant('alpha-id', (tx) => tx.query(`update merchants set sub = 'x' where id = 'beta-id'`));
    await expect(attempt).rejects.toThrow(/permission denied/);
  });
});
