/**
 * Payme's Subscribe API (INTEGRATIONS.md, "Payme Subscribe API"): saved cards. The browser creates
 * and verifies a card straight with Payme (`cards.create`, `cards.get_verify_code`,
 * `cards.verify`, header `X-Auth: <cashbox id>`), so the card number never reaches our server; we
 * keep the token and the mask. From our server only (header `X-Auth: <cashbox id>:<key>`): check a
 * token, remove it, and pay an order with it (`receipts.create` then `receipts.pay`), or cancel a
 * paid receipt (a refund). JSON-RPC over `POST <base>/api`.
 */
import { toTiyin } from '#domain/payment';

export interface SubscribeSettings {
  /** `https://checkout.paycom.uz` (test: `https://checkout.test.paycom.uz`), or the sandbox. */
  readonly base: string;
  readonly cashboxId: string;
  readonly key: string;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Receipt states: 0 created, 4 paid, 20 paused, 21 queued for cancel, 50 cancelled. */
export const RECEIPT_PAID = 4;
export const RECEIPT_CANCELLED = 50;
export const RECEIPT_CANCEL_QUEUED = 21;

export class SubscribeCallFailed extends Error {
  constructor(
    readonly code: number | null,
    message: string,
  ) {
    super(`Payme Subscribe: ${message}`);
  }
}

let rpcId = 0;

async function rpc(fetch: FetchLike, settings: SubscribeSettings, method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${settings.base.replace(/\/+$/, '')}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Auth': `${settings.cashboxId}:${settings.key}` },
    body: JSON.stringify({ id: ++rpcId, method, params }),
    signal: AbortSignal.timeout(15_000),
  });
  let body: { result?: Record<string, unknown>; error?: { code?: number; message?: unknown } };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new SubscribeCallFailed(null, `${method} answered ${response.status} without JSON`);
  }
  if (body.error || !body.result || typeof body.result !== 'object') {
    const message = typeof body.error?.message === 'string' ? body.error.message : JSON.stringify(body.error?.message ?? response.status);
    throw new SubscribeCallFailed(typeof body.error?.code === 'number' ? body.error.code : null, `${method}: ${message}`);
  }
  return body.result;
}

export interface CardInfo {
  /** Masked: `860006******6311`. */
  readonly number: string;
  readonly expire: string;
  readonly token: string;
  readonly recurrent: boolean;
  readonly verify: boolean;
}

const cardOf = (result: Record<string, unknown>): CardInfo => {
  const card = result.card as Record<string, unknown> | undefined;
  if (!card || typeof card.token !== 'string' || typeof card.number !== 'string') throw new SubscribeCallFailed(null, 'no card in the answer');
  return {
    number: card.number,
    expire: String(card.expire ?? ''),
    token: card.token,
    recurrent: card.recurrent === true,
    verify: card.verify === true,
  };
};

/** What Payme knows of a token: it must be a verified, recurrent card to be kept. */
export async function checkCard(fetch: FetchLike, settings: SubscribeSettings, token: string): Promise<CardInfo> {
  return cardOf(await rpc(fetch, settings, 'cards.check', { token }));
}

export async function removeCard(fetch: FetchLike, settings: SubscribeSettings, token: string): Promise<void> {
  await rpc(fetch, settings, 'cards.remove', { token });
}

export interface Receipt {
  readonly id: string;
  readonly state: number;
}

const receiptOf = (result: Record<string, unknown>): Receipt => {
  const receipt = result.receipt as Record<string, unknown> | undefined;
  if (!receipt || typeof receipt._id !== 'string' || typeof receipt.state !== 'number') throw new SubscribeCallFailed(null, 'no receipt in the answer');
  return { id: receipt._id, state: receipt.state };
};

/** Creates the receipt of an order (its total in tiyin) and pays it with a saved card's token. */
export async function payWithCard(
  fetch: FetchLike,
  settings: SubscribeSettings,
  request: { orderId: string; amount: number; token: string },
): Promise<Receipt> {
  const created = receiptOf(await rpc(fetch, settings, 'receipts.create', { amount: toTiyin(request.amount), account: { order_id: request.orderId } }));
  return receiptOf(await rpc(fetch, settings, 'receipts.pay', { id: created.id, token: request.token }));
}

/** Cancels a paid receipt: the money goes back to the card (state 50, or 21 while queued). */
export async function cancelReceipt(fetch: FetchLike, settings: SubscribeSettings, receiptId: string): Promise<Receipt> {
  return receiptOf(await rpc(fetch, settings, 'receipts.cancel', { id: receiptId }));
}
