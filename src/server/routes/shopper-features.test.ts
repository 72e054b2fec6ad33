/**
 * The shopper's features beside ordering (schemas/feature-endpoints.ts, decision 021), through the
 * in-process app on both databases: favourites, open promos, vacancies, bookings, the table and its
 * calls, reviews, and the order's receiver and table. Another shopper's things answer 404 as ids
 * that do not exist; bad input a 400 naming the field; limits their message in three languages.
 */
import { beforeAll, expect, it } from 'vitest';
import { MAX_UPCOMING_RESERVATIONS } from '../services/reservations.ts';
import { CALL_COOLDOWN_SECONDS } from '../services/tables.ts';
import { APPLICATIONS_PER_ADDRESS_HOUR } from '../services/vacancies.ts';
import { describeEachBackend, loadPreset } from '../testing/test-server.ts';
import { ALPHA, BETA, forceStatus, newKey, NOON, orderingPreset, pickup, place, request, signIn, type Shopper } from '../testing/tracking.ts';

let now = NOON;
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

/** Monday 2026-11-23 in Tashkent; NOON is 13:00 there. */
const TODAY = '2026-11-23';
const SEATS = 6;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a preset is edited as plain JSON
const featuresPreset = (edit: (preset: Record<string, any>) => void = () => {}) =>
  orderingPreset(0, (preset) => {
    Object.assign(preset.webSettings, {
      favouriteActive: true,
      promoActive: true,
      vacanciesActive: true,
      bookingActive: true,
      receiverActive: true,
    });
    const center = preset.branches.find((b: { id: string }) => b.id === 'center');
    center.settings.bookingEnabled = true;
    center.booking = { seats: SEATS, slotMinutes: 30, stayMinutes: 90, noticeMinutes: 60, daysAhead: 7, maxGuests: 6, cancelBeforeMinutes: 120 };
    center.tables = [
      { id: 't1', name: '1', seats: 4 },
      { id: 't2', name: '2', seats: 2 },
    ];
    preset.vacancies = [
      {
        id: 'cook',
        title: { uz: 'Oshpaz', ru: 'Повар' },
        text: { uz: 'Oshxonada ishlash' },
        salaryFrom: 5_000_000,
        cityId: 'tashkent',
        publishedFrom: '2026-11-01',
      },
      { id: 'future', title: { uz: 'Kelajak' }, text: { uz: 'Hali emas' }, publishedFrom: '2027-01-01' },
    ];
    preset.promos = [
      {
        id: 1,
        code: 'OPEN10',
        discountType: 'PERCENTAGE',
        productDiscount: 10,
        minPrice: 50_000,
        startDate: '2026-11-01T00:00:00+05:00',
        endDate: '2026-12-31T23:59:59+05:00',
      },
      { id: 2, code: 'OVER', discountType: 'AMOUNT', productDiscount: 1_000, startDate: '2026-01-01T00:00:00+05:00', endDate: '2026-02-01T00:00:00+05:00' },
      { id: 3, code: 'ONCE', discountType: 'AMOUNT', productDiscount: 1_000, maxUsesPerUser: 1 },
    ];
    edit(preset);
  });

describeEachBackend(
  "the shopper's features",
  (server) => {
    let me: Shopper;
    let other: Shopper;
    let operatorKey = '';
    const load = async (text: string) => {
      const loaded = await loadPreset(server(), 'alpha.json', text);
      expect(loaded.status).toBe('loaded');
    };
    beforeAll(async () => {
      now = NOON;
      await load(featuresPreset());
      me = await signIn(server());
      other = await signIn(server());
      operatorKey = await server().operatorKeys.create(ALPHA, 'features');
    });

    it("favourites: added with count 1 and amount 1, listed for their shopper only, removed; another's list is 404; an unknown product 404; off, 404", async () => {
      const added = await request(server(), 'POST', '/products/v1/favourite', { token: me.token, body: { productId: 101 } });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ productId: 101, count: 1, amount: 1 });
      // Adding twice keeps one.
      expect((await request(server(), 'POST', '/products/v1/favourite', { token: me.token, body: { productId: 101 } })).status).toBe(201);
      const mine = await request(server(), 'GET', `/products/v1/favourite/all?userId=${me.id}&isFavourite=true`, { token: me.token });
      expect(mine.status).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('no-store');
      expect(mine.body.map((p: { id: number; isFavourite: boolean }) => [p.id, p.isFavourite])).toEqual([[101, true]]);
      expect((await request(server(), 'GET', `/products/v1/favourite/all?userId=${me.id}&isFavourite=true`, { token: other.token })).status).toBe(404);
      expect((await request(server(), 'GET', `/products/v1/favourite/all?userId=${other.id}&isFavourite=true`, { token: other.token })).body).toEqual([]);
      expect((await request(server(), 'GET', `/products/v1/favourite/all?userId=${me.id}&isFavourite=true`)).status).toBe(401);
      expect((await request(server(), 'POST', '/products/v1/favourite', { token: me.token, body: { productId: 999_999 } })).status).toBe(404);
      expect((await request(server(), 'POST', '/products/v1/favourite', { token: me.token, body: { productId: 'x' } })).status).toBe(400);
      // The other shopper removing it removes nothing of mine.
      expect((await request(server(), 'DELETE', '/products/v1/favourite/101', { token: other.token })).status).toBe(404);
      expect((await request(server(), 'DELETE', '/products/v1/favourite/101', { token: me.token })).status).toBe(200);
      expect((await request(server(), 'GET', `/products/v1/favourite/all?userId=${me.id}&isFavourite=true`, { token: me.token })).body).toEqual([]);
      // The public menu never says a product is someone's favourite.
      await request(server(), 'POST', '/products/v1/favourite', { token: me.token, body: { productId: 100 } });
      const overalls = await request(server(), 'GET', '/products/v1/overalls', { token: me.token });
      expect(overalls.status).toBe(200);
      expect(JSON.stringify(overalls.body)).not.toContain('"isFavourite":true');
      await load(
        featuresPreset((p) => {
          p.webSettings.favouriteActive = false;
        }),
      );
      const off = await request(server(), 'POST', '/products/v1/favourite', { token: me.token, body: { productId: 101 } });
      expect(off.status).toBe(404);
      await load(featuresPreset());
    });

    it('promos open to the shopper now: in their dates, with their terms and the uses left to them', async () => {
      const open = await request(server(), 'GET', '/orders/v1/promos', { token: me.token });
      expect(open.status).toBe(200);
      expect(open.body.map((p: { code: string }) => p.code).sort()).toEqual(['ONCE', 'OPEN10']);
      expect(open.body.find((p: { code: string }) => p.code === 'OPEN10')).toMatchObject({
        discountType: 'PERCENTAGE',
        productDiscount: 10,
        minPrice: 50_000,
        usesLeft: null,
      });
      expect(open.body.find((p: { code: string }) => p.code === 'ONCE').usesLeft).toBe(1);
      const shopper = await signIn(server());
      await place(server(), shopper, pickup({ promoCode: 'ONCE' }));
      const after = await request(server(), 'GET', '/orders/v1/promos', { token: shopper.token });
      expect(after.body.map((p: { code: string }) => p.code)).toEqual(['OPEN10']);
      expect((await request(server(), 'GET', '/orders/v1/promos')).status).toBe(401);
    });

    it('vacancies: those published now, one by id, an application validated, rate-limited, read by the restaurant', async () => {
      const list = await request(server(), 'GET', '/support/v1/vacancies');
      expect(list.status).toBe(200);
      expect(list.body.map((v: { id: string }) => v.id)).toEqual(['cook']);
      expect((await request(server(), 'GET', '/support/v1/vacancies/cook')).body).toMatchObject({ id: 'cook', salaryFrom: 5_000_000 });
      expect((await request(server(), 'GET', '/support/v1/vacancies/future')).status).toBe(404);
      expect((await request(server(), 'GET', '/support/v1/vacancies/cook', { merchant: BETA })).status).toBe(404);
      const apply = (body: Record<string, unknown>, id = 'cook') => request(server(), 'POST', `/support/v1/vacancies/${id}/applications`, { body });
      const badPhone = await apply({ name: 'Aziz', phone: '12345', text: 'Salom' });
      expect(badPhone.status).toBe(400);
      expect(badPhone.body.fields[0].path).toBe('$.body.phone');
      const noName = await apply({ name: ' ', phone: '+998 90 123 45 67' });
      expect(noName.status).toBe(400);
      expect(noName.body.fields[0].path).toContain('name');
      expect((await apply({ name: 'Aziz', phone: '+998 90 123 45 67', text: 'x\u0000' })).status).toBe(400);
      expect((await apply({ name: 'Aziz', phone: '+998 90 123 45 67' }, 'future')).status).toBe(404);
      const statuses: number[] = [];
      for (let i = 0; i < APPLICATIONS_PER_ADDRESS_HOUR + 1; i++) {
        statuses.push((await apply({ name: `Aziz ${i}`, phone: `+998 90 123 45 ${String(10 + i)}`, text: '<b>Tajribam bor</b>' })).status);
      }
      expect(statuses).toEqual([...Array(APPLICATIONS_PER_ADDRESS_HOUR).fill(201), 429]);
      const limited = await apply({ name: 'Aziz', phone: '+998 90 123 45 99' });
      expect(limited.body.description.uz).toBeTruthy();
      const read = await request(server(), 'GET', '/operator/v1/vacancy-applications', { operatorKey });
      expect(read.status).toBe(200);
      expect(read.body).toHaveLength(APPLICATIONS_PER_ADDRESS_HOUR);
      // Kept as typed: showing it safely is the page's work.
      expect(read.body[0]).toMatchObject({ vacancyId: 'cook', text: '<b>Tajribam bor</b>' });
      expect(read.body[0].phone).toMatch(/^998\d{9}$/);
      expect((await request(server(), 'GET', '/operator/v1/vacancy-applications')).status).toBe(401);
    });

    it("booking: slots from the branch's hours and notice, a booking NOT_ACCEPTED until the restaurant accepts it, cancel before the cut-off, another's 404", async () => {
      const slots = await request(server(), 'GET', '/users/v1/branches/center/booking');
      expect(slots.status).toBe(200);
      expect(slots.body.maxGuests).toBe(6);
      const today = slots.body.days.find((d: { date: string }) => d.date === TODAY);
      // 13:00 now, an hour of notice; a 90-minute stay before 23:00.
      expect(today.slots[0].time).toBe('14:00');
      expect(today.slots.at(-1).time).toBe('21:30');
      // Sunday is closed: a day without slots.
      expect(slots.body.days.find((d: { date: string }) => d.date === '2026-11-29').slots).toEqual([]);
      const book = (shopper: Shopper, body: Record<string, unknown>) =>
        request(server(), 'POST', '/users/v1/reservations', { token: shopper.token, body: { branchId: 'center', day: TODAY, guests: 2, ...body } });
      expect((await book(me, { time: '13:30' })).status).toBe(409);
      expect((await book(me, { time: '18:10' })).body.problem).toBe('slotNotOffered');
      expect((await book(me, { time: '18:00', guests: 7 })).status).toBe(409);
      expect((await book(me, { time: '25:00' })).status).toBe(400);
      const booked = await book(me, { time: '18:00', comment: 'Deraza yonida' });
      expect(booked.status).toBe(201);
      expect(booked.body).toMatchObject({ status: 'NOT_ACCEPTED', day: TODAY, time: '18:00', guests: 2, cancellable: true });
      const soon = await book(me, { time: '14:30' });
      expect(soon.body.cancellable).toBe(false);
      // The slot's free seats count the booking.
      const again = await request(server(), 'GET', '/users/v1/branches/center/booking');
      expect(again.body.days[0].slots.find((s: { time: string }) => s.time === '18:00').free).toBe(SEATS - 2);
      // Mine only.
      expect((await request(server(), 'GET', '/users/v1/reservations', { token: other.token })).body).toEqual([]);
      expect((await request(server(), 'POST', `/users/v1/reservations/${booked.body.id}/cancel`, { token: other.token })).status).toBe(404);
      // The restaurant accepts; the shopper's list says so.
      const day = await request(server(), 'GET', `/operator/v1/reservations?day=${TODAY}`, { operatorKey });
      expect(day.body.map((r: { id: string }) => r.id)).toContain(booked.body.id);
      expect(
        (await request(server(), 'POST', `/operator/v1/reservations/${booked.body.id}/status`, { operatorKey, body: { status: 'ACCEPTED' } })).body.status,
      ).toBe('ACCEPTED');
      expect(
        (await request(server(), 'POST', `/operator/v1/reservations/${booked.body.id}/status`, { operatorKey, body: { status: 'REJECTED' } })).status,
      ).toBe(409);
      const mine = await request(server(), 'GET', '/users/v1/reservations', { token: me.token });
      expect(mine.body.find((r: { id: string }) => r.id === booked.body.id).status).toBe('ACCEPTED');
      // Past the cut-off: refused; before it: cancelled.
      const tooLate = await request(server(), 'POST', `/users/v1/reservations/${soon.body.id}/cancel`, { token: me.token });
      expect(tooLate.status).toBe(409);
      expect(tooLate.body.problem).toBe('tooLateToCancel');
      const cancelled = await request(server(), 'POST', `/users/v1/reservations/${booked.body.id}/cancel`, { token: me.token });
      expect(cancelled.body.status).toBe('CANCELED');
      // A brand without bookings: 404.
      expect((await request(server(), 'GET', '/users/v1/branches/center/booking', { merchant: BETA })).status).toBe(404);
    });

    it(`a shopper holds at most ${MAX_UPCOMING_RESERVATIONS} bookings at once`, async () => {
      const shopper = await signIn(server());
      const times = ['15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
      const statuses: number[] = [];
      for (const time of times) {
        statuses.push(
          (
            await request(server(), 'POST', '/users/v1/reservations', {
              token: shopper.token,
              body: { branchId: 'center', day: '2026-11-24', time, guests: 1 },
            })
          ).status,
        );
      }
      expect(statuses).toEqual([...Array(MAX_UPCOMING_RESERVATIONS).fill(201), 409]);
    });

    it(`50 bookings at once for one slot of ${SEATS} seats: exactly ${SEATS} pass`, async () => {
      const shoppers = await Promise.all(Array.from({ length: 10 }, () => signIn(server())));
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          request(server(), 'POST', '/users/v1/reservations', {
            token: shoppers[i % shoppers.length]!.token,
            body: { branchId: 'center', day: '2026-11-25', time: '19:00', guests: 1 },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(SEATS);
      expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
      expect(answers.find((a) => a.status === 409)!.body.problem).toBe('noSeats');
      // An overlapping slot sees the same seats taken.
      const slots = await request(server(), 'GET', '/users/v1/branches/center/booking');
      const day = slots.body.days.find((d: { date: string }) => d.date === '2026-11-25');
      expect(day.slots.find((s: { time: string }) => s.time === '19:30').free).toBe(0);
      expect(day.slots.find((s: { time: string }) => s.time === '20:30').free).toBe(SEATS);
    });

    it('the table: a signed code seats the shopper; a forged or foreign one is 404; calls are idempotent, moved SENT -> ACKNOWLEDGED -> DONE, with a cool-down', async () => {
      const tables = await request(server(), 'GET', '/operator/v1/tables', { operatorKey });
      expect(tables.body.map((t: { tableId: string }) => t.tableId)).toEqual(['t1', 't2']);
      const { token, path } = tables.body[0];
      expect(path).toBe(`/?table=${encodeURIComponent(token)}`);
      expect((await request(server(), 'GET', `/users/v1/tables/${token}`)).body).toMatchObject({ branchId: 'center', tableId: 't1', name: '1' });
      const [branchId, , signature] = token.split('.');
      for (const forged of [`${branchId}.t2.${signature}`, `${token}x`, `${branchId}.t1`, 'a.b.c.d', 'x'.repeat(201)]) {
        const answer = await request(server(), 'GET', `/users/v1/tables/${forged}`);
        expect([400, 404], forged).toContain(answer.status);
        expect((await request(server(), 'POST', `/users/v1/tables/${forged}/calls`, { body: { kind: 'WAITER' } })).status).not.toBe(201);
      }
      expect((await request(server(), 'GET', `/users/v1/tables/${token}`, { merchant: BETA })).status).toBe(404);
      const call = () => request(server(), 'POST', `/users/v1/tables/${token}/calls`, { body: { kind: 'WAITER' } });
      const first = await call();
      expect(first.status).toBe(200);
      expect(first.body.status).toBe('SENT');
      // Pressed again, and at once from two phones: the same call.
      const twice = await Promise.all([call(), call()]);
      expect(twice.map((a) => a.body.id)).toEqual([first.body.id, first.body.id]);
      expect((await request(server(), 'POST', `/users/v1/tables/${token}/calls`, { body: { kind: 'SOMETHING' } })).status).toBe(400);
      const move = (status: string) => request(server(), 'POST', `/operator/v1/table-calls/${first.body.id}/status`, { operatorKey, body: { status } });
      expect((await move('ACKNOWLEDGED')).body.status).toBe('ACKNOWLEDGED');
      expect((await request(server(), 'GET', `/users/v1/tables/${token}/calls`)).body[0]).toMatchObject({ id: first.body.id, status: 'ACKNOWLEDGED' });
      expect((await move('DONE')).body.status).toBe('DONE');
      expect((await move('ACKNOWLEDGED')).status).toBe(409);
      const cooling = await call();
      expect(cooling.status).toBe(429);
      expect(cooling.body.description.ru).toBeTruthy();
      later(CALL_COOLDOWN_SECONDS / 60 + 1);
      const next = await call();
      expect(next.status).toBe(200);
      expect(next.body.id).not.toBe(first.body.id);
      // The bill is a call of its own.
      expect((await request(server(), 'POST', `/users/v1/tables/${token}/calls`, { body: { kind: 'BILL' } })).body.kind).toBe('BILL');
      expect(
        (await request(server(), 'POST', `/operator/v1/table-calls/${first.body.id}/status`, { operatorKey, body: { status: 'DONE' }, merchant: BETA })).status,
      ).not.toBe(200);
    });

    it('an order at the table carries its branch and table from the code; the receiver is kept when the brand takes one, with a checked phone', async () => {
      const { token } = (await request(server(), 'GET', '/operator/v1/tables', { operatorKey })).body[1];
      const atTable = await place(server(), me, pickup({ serviceType: 'DINE_IN', branch: { id: 'chilonzor' }, tableToken: token }));
      expect(atTable).toMatchObject({ serviceType: 'DINE_IN', tableId: 't2', tableName: '2' });
      expect(atTable.branch?.id ?? atTable.branchId).toBe('center');
      const forged = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token: me.token,
        body: pickup({ serviceType: 'DINE_IN', tableToken: `${token}x` }),
      });
      expect(forged.status).toBe(200);
      expect(forged.body.problems.map((p: { key: string }) => p.key)).toContain('tableCodeInvalid');
      const forSomeone = await place(server(), me, pickup({ receiver: { name: 'Dilnoza', phone: '+998 90 765 43 21' } }));
      expect(forSomeone.receiver).toEqual({ name: 'Dilnoza', phone: '998907654321' });
      const badPhone = await request(server(), 'POST', '/orders/v1/orders/quote', {
        token: me.token,
        body: pickup({ receiver: { name: 'Dilnoza', phone: '123' } }),
      });
      expect(badPhone.status).toBe(200);
      expect(badPhone.body.problems.map((p: { key: string }) => p.key)).toContain('receiverPhoneInvalid');
      const placedBadPhone = await request(server(), 'POST', '/orders/v1/orders', {
        token: me.token,
        key: newKey(),
        body: pickup({ receiver: { name: 'Dilnoza', phone: '123' } }),
      });
      expect(placedBadPhone.status).toBe(422);
      await load(
        featuresPreset((p) => {
          p.webSettings.receiverActive = false;
        }),
      );
      const ignored = await place(server(), me, pickup({ receiver: { name: 'Dilnoza', phone: '+998 90 765 43 21' } }));
      expect(ignored.receiver ?? null).toBeNull();
      await load(featuresPreset());
    });

    it("reviews: only of an own received order, once per line; the product's grade and reviews follow; another's order is 404", async () => {
      const order = await place(
        server(),
        me,
        pickup({
          cartItems: [
            { productId: 101, count: 1 },
            { productId: 100, count: 2 },
          ],
        }),
      );
      const review = (shopper: Shopper, lines: unknown[], id = order.id) =>
        request(server(), 'POST', `/orders/v1/orders/${id}/reviews`, { token: shopper.token, body: { lines } });
      expect((await review(me, [{ position: 0, grade: 5 }])).status).toBe(409);
      await forceStatus(server(), order.id, 'DELIVERED');
      expect((await review(other, [{ position: 0, grade: 1 }])).status).toBe(404);
      expect((await request(server(), 'GET', `/orders/v1/orders/${order.id}/reviews`, { token: other.token })).status).toBe(404);
      expect((await review(me, [{ position: 0, grade: 6 }])).status).toBe(400);
      expect((await review(me, [{ position: 9, grade: 4 }])).status).toBe(400);
      expect((await review(me, [{ position: 0, grade: 4, text: '<script>alert(1)</script> Mazali' }])).status).toBe(201);
      expect((await review(me, [{ position: 0, grade: 1 }])).status).toBe(409);
      expect((await request(server(), 'GET', `/orders/v1/orders/${order.id}/reviews`, { token: me.token })).body).toEqual({ reviewed: [0] });
      expect(
        (
          await review(me, [
            { position: 0, grade: 1 },
            { position: 1, grade: 2 },
          ])
        ).status,
      ).toBe(201);
      const product = await request(server(), 'GET', '/products/v1/products/101/reviews');
      expect(product.status).toBe(200);
      expect(product.body).toMatchObject({ grade: 4, count: 1, totalElements: 1 });
      expect(product.body.content[0]).toMatchObject({ grade: 4, text: '<script>alert(1)</script> Mazali' });
      const grades = await request(server(), 'GET', '/products/v1/grade');
      const gradeOf = (id: number) => grades.body.find((g: { productId: number }) => g.productId === id);
      expect(gradeOf(101)).toMatchObject({ grade: 4 });
      expect(gradeOf(100)).toMatchObject({ grade: 2 });
      expect((await request(server(), 'GET', '/products/v1/products/101/reviews', { merchant: BETA })).body.count).toBe(0);
      expect((await request(server(), 'GET', '/products/v1/products/abc/reviews')).status).toBe(400);
    });
  },
  { sms: { mode: 'outbox' }, accountSettings: { codesPerAddressHour: 10_000 }, clock: () => now },
);
