/**
 * Each merchant's credentials for the payment providers, and where their pages are. Credentials
 * come from the preset's `merchant.payments` (sealed into `merchant_secrets` by the loader, like
 * SMS credentials) and never reach a browser or a log.
 *
 * A merchant with no credentials for a provider, on a server that is not in production, pays
 * through the payment sandbox (routes/payment-sandbox.ts): pages of our own server that look like
 * each provider's and call our own callback endpoints exactly as the provider would, with
 * credentials derived from the secrets key. Production refuses the sandbox, as it refuses the SMS
 * outbox, so there an online type without credentials is simply not offered.
 */
import type * as z from 'zod/mini';
import { clickCredentialsSchema, paymeCredentialsSchema, uzumCredentialsSchema } from '#schemas/preset';
import type { OnlineProvider } from '#domain/payment';
import type { Database } from '../db/database.ts';
import { readSecret } from '../db/account-queries.ts';
import type { SecretBox } from './secrets.ts';

/** Secret names of the providers' credentials. */
export const PAYMENT_SECRET: Readonly<Record<OnlineProvider, string>> = { PAYME: 'payme', CLICK: 'click', UZUM: 'uzum' };

export type PaymeCredentials = z.infer<typeof paymeCredentialsSchema>;
export type ClickCredentials = z.infer<typeof clickCredentialsSchema>;
export type UzumCredentials = z.infer<typeof uzumCredentialsSchema>;

/** The providers' addresses (the real ones by default; tests name local fakes). */
export interface ProviderUrls {
  readonly paymeCheckout: string;
  readonly paymeSubscribe: string;
  readonly clickPay: string;
  readonly uzumCheckout: string;
}

export const DEFAULT_PROVIDER_URLS: ProviderUrls = {
  paymeCheckout: 'https://checkout.paycom.uz',
  paymeSubscribe: 'https://checkout.paycom.uz',
  clickPay: 'https://my.click.uz',
  uzumCheckout: 'https://checkout-api.uzumbank.uz',
};

/** One provider as a merchant uses it: its credentials, and whether they are the sandbox's. */
export interface Provider<C> {
  readonly credentials: C;
  readonly sandbox: boolean;
}

export interface MerchantProviders {
  readonly PAYME: Provider<PaymeCredentials & { cashboxId: string }> | null;
  readonly CLICK: Provider<ClickCredentials> | null;
  readonly UZUM: Provider<UzumCredentials> | null;
}

/** Credentials are read from the secrets at most this often per merchant. */
const CACHE_MS = 60_000;

export class PaymentProviders {
  readonly #db: Database;
  readonly #box: SecretBox;
  readonly #sandbox: boolean;
  readonly urls: ProviderUrls;
  readonly #cache = new Map<string, { at: number; value: MerchantProviders }>();

  constructor(db: Database, box: SecretBox, options: { sandbox: boolean; urls?: Partial<ProviderUrls> }) {
    this.#db = db;
    this.#box = box;
    this.#sandbox = options.sandbox;
    this.urls = { ...DEFAULT_PROVIDER_URLS, ...options.urls };
  }

  /** Whether the payment sandbox serves merchants without credentials (never in production). */
  get sandbox(): boolean {
    return this.#sandbox;
  }

  /** A sandbox secret of a merchant: derived from the secrets key, so every instance agrees. */
  #sandboxSecret(merchantId: string, name: string): string {
    return this.#box.codeHash(['payment-sandbox', merchantId, name]);
  }

  async #read<T>(merchantId: string, provider: OnlineProvider, schema: z.ZodMiniType<T>): Promise<T | null> {
    const text = await readSecret(this.#db, this.#box, merchantId, PAYMENT_SECRET[provider]);
    if (text === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null;
    }
    const result = schema.safeParse(parsed);
    return result.success ? result.data : null;
  }

  /** The merchant's providers: its own credentials, else the sandbox's where the sandbox runs, else none. */
  async of(merchantId: string): Promise<MerchantProviders> {
    const cached = this.#cache.get(merchantId);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const [payme, click, uzum] = await Promise.all([
      this.#read(merchantId, 'PAYME', paymeCredentialsSchema),
      this.#read(merchantId, 'CLICK', clickCredentialsSchema),
      this.#read(merchantId, 'UZUM', uzumCredentialsSchema),
    ]);
    const sandbox = this.#sandbox;
    const value: MerchantProviders = {
      PAYME: payme
        ? { credentials: { ...payme, cashboxId: payme.cashboxId ?? payme.merchantId }, sandbox: false }
        : sandbox
          ? {
              credentials: {
                merchantId: `sandbox-${merchantId}`,
                key: this.#sandboxSecret(merchantId, 'payme'),
                accountField: 'order_id',
                cashboxId: `sandbox-${merchantId}`,
              },
              sandbox: true,
            }
          : null,
      CLICK: click
        ? { credentials: click, sandbox: false }
        : sandbox
          ? { credentials: { serviceId: '1000', merchantId: '2000', secretKey: this.#sandboxSecret(merchantId, 'click') }, sandbox: true }
          : null,
      UZUM: uzum
        ? { credentials: uzum, sandbox: false }
        : sandbox
          ? { credentials: { terminalId: `sandbox-${merchantId}`, apiKey: this.#sandboxSecret(merchantId, 'uzum'), payType: 'ONE_STEP' }, sandbox: true }
          : null,
    };
    this.#cache.set(merchantId, { at: Date.now(), value });
    return value;
  }

  /** Forgets what was read (after a merchant's credentials changed). */
  forget(merchantId: string): void {
    this.#cache.delete(merchantId);
  }
}
