/**
 * How a sign-in code leaves the server. `outbox` (the embedded default when no merchant has
 * gateway credentials) keeps every message in the `sms_outbox` table and prints it to the log,
 * so a developer and the tests sign in without a gateway. `gateway` sends through the merchant's
 * own gateway (Eskiz or Play Mobile, `src/server/sms/`) with its sealed credentials.
 * Whatever fails becomes SMS_NOT_SENT: the shopper is told to try again.
 */
import type { Database } from '../db/database.ts';
import { insertOutbox, readSecret } from '../db/account-queries.ts';
import { ApiFailure } from '../errors.ts';
import { SECRET, type SecretBox } from './secrets.ts';
import type { SmsCredentials, SmsGateway } from '../sms/gateway.ts';

export type SmsMode = 'outbox' | 'gateway';

export interface SmsSender {
  readonly mode: SmsMode;
  /** Sends, or throws SMS_NOT_SENT. */
  send(merchantId: string, phone: string, text: string): Promise<void>;
}

/** Shows a phone in the log without its middle digits. */
const masked = (phone: string) => `${phone.slice(0, 5)}****${phone.slice(-3)}`;

export function outboxSender(db: Database, log: (line: string) => void): SmsSender {
  return {
    mode: 'outbox',
    send: async (merchantId, phone, text) => {
      await db.asMerchant(merchantId, (tx) => insertOutbox(tx, merchantId, phone, text));
      log(`sms outbox [${merchantId}] ${phone}: ${text}`);
    },
  };
}

const credentialsOf = (raw: string | null): SmsCredentials | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SmsCredentials>;
    if ((value.gateway === 'ESKIZ' || value.gateway === 'PLAY_MOBILE') && value.username && value.password) {
      return { gateway: value.gateway, username: value.username, password: value.password, sender: value.sender ?? null };
    }
  } catch {
    // a broken secret is the same as none
  }
  return null;
};

export function gatewaySender(db: Database, box: SecretBox, gatewayFor: (credentials: SmsCredentials) => SmsGateway, log: (line: string) => void): SmsSender {
  return {
    mode: 'gateway',
    send: async (merchantId, phone, text) => {
      const credentials = credentialsOf(await readSecret(db, box, merchantId, SECRET.sms));
      if (!credentials) {
        log(`sms [${merchantId}]: no gateway credentials; ${masked(phone)} got no code`);
        throw new ApiFailure('SMS_NOT_SENT');
      }
      try {
        await gatewayFor(credentials).send({ phone, text });
      } catch (error) {
        log(`sms [${merchantId}] ${credentials.gateway} to ${masked(phone)}: ${(error as Error).message}`);
        throw new ApiFailure('SMS_NOT_SENT');
      }
    },
  };
}
