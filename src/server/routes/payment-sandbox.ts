/**
 * The payment sandbox (docs/decisions/018-payments.md): where a merchant has no real credentials
 * and the server is not in production, its shoppers pay on pages of this server that look like
 * each provider's hosted checkout, clearly marked as a test, with Pay, Decline and Cancel.
 *
 * Pressing Pay calls our own callback endpoints exactly as the provider would, through the app:
 * Payme's JSON-RPC sequence with Basic auth, Click's Prepare and Complete with a correct
 * `sign_string`, Uzum's callback with its Basic credentials. So the sandbox runs the real callback
 * code, never a shortcut: a return to the shop proves nothing here either. The sandbox's Payme
 * Subscribe API (saved cards) answers the browser's card calls with Payme's test cards.
 *
 * Mounted only while the sandbox runs; production never has these routes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { escapeHtml } from '#schemas/page';
import { idSchema } from '#schemas/common';
import { clickSignature } from '../payments/click.ts';
import { paymeSubscribeApi } from '../payments/sandbox/payme-subscribe-api.ts';
import type { PaymentProviders } from '../services/payment-providers.ts';
import { SANDBOX_SUBSCRIBE_PATH } from '../services/payments.ts';

/** How the sandbox reaches the app's own callback endpoints: in process, as a provider's HTTP call would arrive. */
export type AppRequest = (path: string, init: RequestInit) => Promise<Response>;

type Outcome = 'pay' | 'decline' | 'cancel';
const OUTCOMES: readonly Outcome[] = ['pay', 'decline', 'cancel'];

const STYLE = `body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}main{max-width:420px;margin:24px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0002}
.test{background:#ffe08a;color:#111;font-weight:700;padding:8px 12px;border-radius:8px;margin-bottom:16px}h1{font-size:1.3rem;margin:0 0 8px}
.amount{font-size:2rem;font-weight:700;margin:12px 0}form{display:inline}button{font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 18px;margin:6px 6px 0 0;cursor:pointer}
.pay{background:#0a7c38;color:#fff}.decline{background:#b00020;color:#fff}.cancel{background:#ddd;color:#111}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;color:#444}`;
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const TITLES: Readonly<Record<string, string>> = { payme: 'Payme', click: 'Click', uzum: 'Uzum Bank' };

function page(c: Context, provider: string, details: Readonly<Record<string, string>>, amountSom: number, action: (outcome: Outcome) => string): Response {
  const rows = Object.entries(details)
    .map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`)
    .join('');
  const buttons = OUTCOMES.map(
    (o) =>
      `<form method="post" action="${escapeHtml(action(o))}"><button class="${o}" type="submit">${{ pay: 'Pay', decline: 'Decline', cancel: 'Cancel' }[o]}</button></form>`,
  ).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(TITLES[provider] ?? provider)} test payment</title><style>${STYLE}</style></head>
<body><main><p class="test" role="note">Payment sandbox: a test page of this server, not ${escapeHtml(TITLES[provider] ?? provider)}. No money moves.</p>
<h1>${escapeHtml(TITLES[provider] ?? provider)}</h1><p class="amount">${amountSom.toLocaleString('en-US').replace(/,/g, '\u202f')} so'm</p><dl>${rows}</dl>${buttons}</main></body></html>`;
  c.header('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`);
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  return c.html(html);
}

/** A return URL of the shop: only back to the origin the shopper came from. */
function safeReturn(c: Context, url: string | undefined): string {
  if (!url) return '/';
  try {
    const target = new URL(url);
    const here = new URL(c.req.url);
    const host = c.req.header('host') ?? here.host;
    return target.host === host && (target.protocol === 'http:' || target.protocol === 'https:') ? target.toString() : '/';
  } catch {
    return '/';
  }
}

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`, 'utf8').toString('base64')}`;

export function paymentSandboxRoutes(providers: PaymentProviders, request: () => AppRequest): Hono {
  const app = new Hono();

  // Payme's Subscribe API, for the browser's card form and the server's own card calls.
  app.route(
    SANDBOX_SUBSCRIBE_PATH.replace('/payments/sandbox', ''),
    paymeSubscribeApi(async (cashboxId) => {
      const merchantId = cashboxId.startsWith('sandbox-') ? cashboxId.slice('sandbox-'.length) : null;
      if (!merchantId || !idSchema.safeParse(merchantId).success) return null;
      const payme = (await providers.of(merchantId)).PAYME;
      return payme?.sandbox && payme.credentials.cashboxId === cashboxId ? payme.credentials.key : null;
    }),
  );

  // ---- Payme: checkout.paycom.uz/<base64 of m=…;ac.order_id=…;a=…;l=…;c=…> ------------------------

  const paymeParams = (encoded: string) => {
    let text: string;
    try {
      text = Buffer.from(encoded, 'base64').toString('utf8');
    } catch {
      return null;
    }
    const pairs = new Map(
      text.split(';').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
    );
    const account = [...pairs].find(([k]) => k.startsWith('ac.'));
    const amount = Number(pairs.get('a'));
    if (!account || !Number.isSafeInteger(amount) || amount <= 0) return null;
    return { field: account[0].slice(3), orderId: account[1], amount, returnUrl: pairs.get('c') };
  };

  app.get('/:merchantId/payme/:encoded', async (c) => {
    const params = paymeParams(c.req.param('encoded'));
    if (!params) return c.text('Not a payment link', 400);
    return page(c, 'payme', { Order: params.orderId }, params.amount / 100, (o) => `${c.req.path}/${o}`);
  });

  app.post('/:merchantId/payme/:encoded/:outcome', async (c) => {
    const params = paymeParams(c.req.param('encoded'));
    const merchantId = c.req.param('merchantId');
    const outcome = c.req.param('outcome') as Outcome;
    const payme = idSchema.safeParse(merchantId).success ? (await providers.of(merchantId)).PAYME : null;
    if (!params || !payme?.sandbox || !OUTCOMES.includes(outcome)) return c.text('Not a payment link', 400);
    if (outcome !== 'cancel') {
      const call = async (method: string, callParams: Record<string, unknown>) => {
        const res = await request()(`/payments/v1/payme/${encodeURIComponent(merchantId)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: basic('Paycom', payme.credentials.key) },
          body: JSON.stringify({ id: Date.now(), method, params: callParams }),
        });
        return (await res.json()) as { result?: unknown; error?: unknown };
      };
      const account = { [params.field]: params.orderId };
      const check = await call('CheckPerformTransaction', { amount: params.amount, account });
      if (check.result) {
        const id = randomBytes(12).toString('hex');
        const created = await call('CreateTransaction', { id, time: Date.now(), amount: params.amount, account });
        if (created.result) {
          await (outcome === 'pay' ? call('PerformTransaction', { id }) : call('CancelTransaction', { id, reason: 2 }));
        }
      }
    }
    return c.redirect(safeReturn(c, params.returnUrl), 303);
  });

  // ---- Click: my.click.uz/services/pay?service_id&merchant_id&amount&transaction_param&return_url --

  app.get('/:merchantId/click/services/pay', async (c) => {
    const q = c.req.query();
    if (!q.transaction_param || !q.amount) return c.text('Not a payment link', 400);
    const search = new URL(c.req.url).search;
    return page(c, 'click', { Order: q.transaction_param }, Number(q.amount), (o) => `${c.req.path}/${o}${search}`);
  });

  app.post('/:merchantId/click/services/pay/:outcome', async (c) => {
    const merchantId = c.req.param('merchantId');
    const outcome = c.req.param('outcome') as Outcome;
    const q = c.req.query();
    const click = idSchema.safeParse(merchantId).success ? (await providers.of(merchantId)).CLICK : null;
    if (!click?.sandbox || !q.transaction_param || !q.amount || !OUTCOMES.includes(outcome)) return c.text('Not a payment link', 400);
    if (outcome !== 'cancel') {
      const clickTransId = String(Date.now()) + String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const signTime = new Date().toISOString().slice(0, 19).replace('T', ' ');
      const send = async (path: string, action: 0 | 1, extra: Record<string, string>) => {
        const fields = {
          click_trans_id: clickTransId,
          service_id: click.credentials.serviceId,
          click_paydoc_id: clickTransId,
          merchant_trans_id: q.transaction_param!,
          amount: q.amount!,
          action: String(action),
          error: extra.error ?? '0',
          error_note: extra.error === undefined ? 'Success' : 'Declined',
          sign_time: signTime,
          ...extra,
        };
        const sign_string = clickSignature(
          {
            clickTransId,
            serviceId: fields.service_id,
            merchantTransId: fields.merchant_trans_id,
            amount: fields.amount,
            action,
            signTime,
            merchantPrepareId: extra.merchant_prepare_id ?? null,
          },
          click.credentials.secretKey,
        );
        const res = await request()(`/payments/v1/click/${encodeURIComponent(merchantId)}/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...fields, sign_string }).toString(),
        });
        return (await res.json()) as { error: number; merchant_prepare_id?: number };
      };
      const prepared = await send('prepare', 0, {});
      if (prepared.error === 0) {
        // A declined card: Click completes with its own error below zero, which cancels on our side.
        await send('complete', 1, { merchant_prepare_id: String(prepared.merchant_prepare_id), ...(outcome === 'decline' ? { error: '-5017' } : {}) });
      }
    }
    return c.redirect(safeReturn(c, q.return_url), 303);
  });

  // ---- Uzum Checkout: the page a registration redirected to ---------------------------------------

  app.get('/:merchantId/uzum/:uzumOrderId', async (c) => {
    const search = new URL(c.req.url).search;
    return page(
      c,
      'uzum',
      { Order: c.req.query('order') ?? '', Payment: c.req.param('uzumOrderId') },
      Number(c.req.query('amount') ?? 0),
      (o) => `${c.req.path}/${o}${search}`,
    );
  });

  app.post('/:merchantId/uzum/:uzumOrderId/:outcome', async (c) => {
    const merchantId = c.req.param('merchantId');
    const outcome = c.req.param('outcome') as Outcome;
    const uzum = idSchema.safeParse(merchantId).success ? (await providers.of(merchantId)).UZUM : null;
    const orderNumber = c.req.query('order');
    if (!uzum?.sandbox || !OUTCOMES.includes(outcome) || !orderNumber) return c.text('Not a payment link', 400);
    if (outcome !== 'cancel') {
      await request()(`/payments/v1/uzum/${encodeURIComponent(merchantId)}/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic(uzum.credentials.terminalId, uzum.credentials.apiKey) },
        body: JSON.stringify({
          orderId: c.req.param('uzumOrderId'),
          operationState: outcome === 'pay' ? 'SUCCESS' : 'FAIL',
          operationType: 'COMPLETE',
          orderNumber,
          rrn: randomBytes(6).toString('hex'),
          merchantOperationId: randomBytes(8).toString('hex'),
        }),
      });
    }
    return c.redirect(safeReturn(c, c.req.query('return')), 303);
  });

  return app;
}
