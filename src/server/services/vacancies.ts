/**
 * Vacancies (`vacanciesActive`): those published on the branch-local day, and applications to
 * them (name, a mobile number, a short text), a few an hour per client address and a few a day
 * per phone. The restaurant reads the applications through the operator API.
 */
import { randomUUID } from 'node:crypto';
import type { Vacancy } from '#schemas/entities';
import { normalizePhone } from '#domain/phone';
import { BRANCH_UTC_OFFSET_MINUTES } from '#domain/branch-hours';
import type { Database } from '../db/database.ts';
import * as vq from '../db/vacancy-queries.ts';
import { ApiFailure, notFound } from '../errors.ts';
import { message } from '../messages.ts';
import type { BrandData } from './brand-data.ts';

/** Applications one client address may send an hour, and one phone a day. */
export const APPLICATIONS_PER_ADDRESS_HOUR = 5;
export const APPLICATIONS_PER_PHONE_DAY = 3;

const HOUR_MS = 3_600_000;
const localToday = (now: Date) => new Date(now.getTime() + BRANCH_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** Whether a vacancy is published on `today` (branch-local YYYY-MM-DD). */
export const isPublished = (vacancy: Vacancy, today: string): boolean =>
  (!vacancy.publishedFrom || vacancy.publishedFrom <= today) && (!vacancy.publishedTo || today <= vacancy.publishedTo);

export class Vacancies {
  readonly #db: Database;
  readonly #data: BrandData;
  readonly #now: () => Date;

  constructor(db: Database, data: BrandData, now: () => Date) {
    this.#db = db;
    this.#data = data;
    this.#now = now;
  }

  async list(merchantId: string): Promise<Vacancy[]> {
    const { settings } = await this.#data.settings(merchantId);
    if (!settings.vacanciesActive) return [];
    const today = localToday(this.#now());
    return (await this.#db.asMerchant(merchantId, (tx) => vq.vacanciesOf(tx, merchantId))).filter((v) => isPublished(v, today));
  }

  async one(merchantId: string, id: string): Promise<Vacancy> {
    const found = (await this.list(merchantId)).find((v) => v.id === id);
    if (!found) throw notFound('vacancyNotFound');
    return found;
  }

  async apply(merchantId: string, vacancyId: string, input: { name: string; phone: string; text: string | null }, clientAddress: string | null): Promise<void> {
    await this.one(merchantId, vacancyId);
    const phone = normalizePhone(input.phone);
    if (!phone)
      throw new ApiFailure('BAD_REQUEST', {
        description: message('INVALID_PHONE'),
        fields: [{ path: '$.body.phone', message: 'expected an Uzbek mobile number' }],
      });
    const now = this.#now();
    await this.#db.asMerchant(merchantId, async (tx) => {
      await vq.lockApplications(tx, merchantId);
      const recent = await vq.recentApplications(tx, merchantId, clientAddress, phone, new Date(now.getTime() - 24 * HOUR_MS));
      const lastHour = clientAddress ? await vq.recentApplications(tx, merchantId, clientAddress, phone, new Date(now.getTime() - HOUR_MS)) : null;
      if ((lastHour?.byAddress ?? 0) >= APPLICATIONS_PER_ADDRESS_HOUR || recent.byPhone >= APPLICATIONS_PER_PHONE_DAY) {
        throw new ApiFailure('TOO_MANY_REQUESTS', { description: message('applicationLimit'), retryAfterSeconds: 3600 });
      }
      await vq.insertApplication(tx, merchantId, { id: randomUUID(), vacancyId, name: input.name, phone, text: input.text, clientAddress }, now);
    });
  }

  applications(merchantId: string, page: number, size: number): Promise<vq.ApplicationRow[]> {
    return this.#db.asMerchant(merchantId, (tx) => vq.applicationsOf(tx, merchantId, size, page * size));
  }
}
