/**
 * The life of an order after it is placed: one state machine over SPEC point 4's statuses, used
 * by the server to decide every move and by the storefront to show it.
 *
 * The machine (per service type; `allowedMoves`):
 *
 *   AT_TIME -> OPEN | ACCEPTED | CANCELED          a scheduled order waits; it falls due at its
 *                                                  slot minus the preparation time (`activationTime`)
 *   OPEN    -> CREATED | ACCEPTED | CANCELED       placed, waiting for the restaurant
 *   CREATED -> ACCEPTED | CANCELED                 registered in the restaurant's own system
 *   ACCEPTED -> COOKING | CANCELED
 *   COOKING -> DONE | CANCELED
 *   DELIVERY:          DONE -> ATTACHED | ON_WAY | CANCELED, ATTACHED -> ON_WAY | CANCELED,
 *                      ON_WAY -> DELIVERED | CANCELED
 *   PICK_UP, DINE_IN:  DONE -> CLOSED | CANCELED   (never ATTACHED, ON_WAY or DELIVERED)
 *
 * Invariants (tested as properties): the graph has no cycle; every status an order can reach
 * leads to an archive status; the archive statuses (DELIVERED, CLOSED, CANCELED) have no move out.
 * Active is every other status, AT_TIME included: the shopper sees a scheduled order as active.
 *
 * The shopper may cancel only where the brand allows it (web settings `cancelOrderActive`) and
 * only before cooking starts (AT_TIME, OPEN, CREATED, ACCEPTED). The restaurant may cancel any
 * active order.
 */
import { courierStatusSchema, orderStatusSchema, type Language } from '#schemas/common';
import type { Order } from '#schemas/order-entities';

export type OrderStatus = Order['status'];
export type CourierStatus = NonNullable<Order['courierStatus']>;
export type OrderServiceType = 'DELIVERY' | 'PICK_UP' | 'DINE_IN';
export type HistoryKind =
  'PAID' | 'UPDATE' | 'PAID_AND_CHANGE_STATUS' | 'CHANGE_STATUS' | 'CHANGE_COURIER_STATUS' | 'CHANGE_PAYMENT_TYPE' | 'CHANGE_DELIVERY_TYPE';
export type LocalizedLabel = Readonly<Record<Language, string>>;

/** Every order status, in the contract's order (schemas/common.ts is the one list). */
export const ORDER_STATUSES: readonly OrderStatus[] = orderStatusSchema.options;
export const ORDER_SERVICE_TYPES: readonly OrderServiceType[] = ['DELIVERY', 'PICK_UP', 'DINE_IN'];

/** Where an order ends: nothing moves it any more; listed under Archive. */
export const ARCHIVE_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CLOSED', 'CANCELED']);
/** Ends where the order was handed over: it earns its cashback. */
export const COMPLETED_STATUSES: ReadonlySet<OrderStatus> = new Set(['DELIVERED', 'CLOSED']);
/** Before cooking starts: what the shopper may still cancel. */
export const SHOPPER_CANCELLABLE: ReadonlySet<OrderStatus> = new Set(['AT_TIME', 'OPEN', 'CREATED', 'ACCEPTED']);
/** Where a new order starts: at once (OPEN) or scheduled (AT_TIME). */
export const START_STATUSES: readonly OrderStatus[] = ['OPEN', 'AT_TIME'];

export const isArchive = (status: OrderStatus): boolean => ARCHIVE_STATUSES.has(status);
export const isActive = (status: OrderStatus): boolean => !ARCHIVE_STATUSES.has(status);
export const isCompleted = (status: OrderStatus): boolean => COMPLETED_STATUSES.has(status);
export const ACTIVE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isActive);

type Moves = Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>>;

const BEFORE_READY: Moves = {
  AT_TIME: ['OPEN', 'ACCEPTED', 'CANCELED'],
  OPEN: ['CREATED', 'ACCEPTED', 'CANCELED'],
  CREATED: ['ACCEPTED', 'CANCELED'],
  ACCEPTED: ['COOKING', 'CANCELED'],
  COOKING: ['DONE', 'CANCELED'],
};

const MOVES: Readonly<Record<OrderServiceType, Moves>> = {
  DELIVERY: {
    ...BEFORE_READY,
    DONE: ['ATTACHED', 'ON_WAY', 'CANCELED'],
    ATTACHED: ['ON_WAY', 'CANCELED'],
    ON_WAY: ['DELIVERED', 'CANCELED'],
  },
  PICK_UP: { ...BEFORE_READY, DONE: ['CLOSED', 'CANCELED'] },
  DINE_IN: { ...BEFORE_READY, DONE: ['CLOSED', 'CANCELED'] },
};

/** A service type the machine knows; anything else moves like a pick-up (never on the way). */
export const serviceTypeOf = (value: string): OrderServiceType =>
  (ORDER_SERVICE_TYPES as readonly string[]).includes(value) ? (value as OrderServiceType) : 'PICK_UP';

/** The statuses an order of this service type may move to from `status`, in a stable order. */
export function allowedMoves(status: OrderStatus, serviceType: OrderServiceType): readonly OrderStatus[] {
  return MOVES[serviceType][status] ?? [];
}

export function canMove(from: OrderStatus, to: OrderStatus, serviceType: OrderServiceType): boolean {
  return allowedMoves(from, serviceType).includes(to);
}

/**
 * The history event of a status move (SPEC 4 kinds): CHANGE_STATUS, or PAID_AND_CHANGE_STATUS
 * when the same move records the payment (a cash order paid at the counter and closed).
 */
export function historyKindOfMove(options: { readonly paid: boolean }): HistoryKind {
  return options.paid ? 'PAID_AND_CHANGE_STATUS' : 'CHANGE_STATUS';
}
/** Whether a history event is a move of the order's status (the others carry the status it was in). */
export const isStatusMove = (kind: HistoryKind): boolean => kind === 'CHANGE_STATUS' || kind === 'PAID_AND_CHANGE_STATUS';
/** A courier's status change on an order. */
export const COURIER_STATUS_KIND: HistoryKind = 'CHANGE_COURIER_STATUS';
/** Anything else about an order that changed (a courier assigned). */
export const UPDATE_KIND: HistoryKind = 'UPDATE';

/** The order's time field each status stamps when the order enters it (SPEC 3, Order). */
export const STATUS_TIME_FIELD: Readonly<Partial<Record<OrderStatus, 'acceptedTime' | 'cookingTime' | 'readyTime' | 'deliveredAt'>>> = {
  ACCEPTED: 'acceptedTime',
  COOKING: 'cookingTime',
  DONE: 'readyTime',
  DELIVERED: 'deliveredAt',
};

/** When a scheduled order falls due: its slot (the ready time) less the preparation time. */
export function activationTime(slot: Date, preparationMinutes: number): Date {
  return new Date(slot.getTime() - Math.max(0, preparationMinutes) * 60_000);
}

/** Whether a scheduled order is due at `now`. */
export const isDue = (slot: Date, preparationMinutes: number, now: Date): boolean => activationTime(slot, preparationMinutes).getTime() <= now.getTime();

// ---- the shopper's cancel ---------------------------------------------------------------------

export type CancelRefusal = 'cancelDisabled' | 'cookingStarted' | 'finished';
export type CancelCheck = { readonly ok: true } | { readonly ok: false; readonly reason: CancelRefusal };

/**
 * Whether the shopper may cancel an order in `status`: the brand must allow it
 * (`cancelOrderActive`), the order must still be active, and cooking must not have started.
 */
export function shopperCancel(status: OrderStatus, settings: { readonly cancelOrderActive: boolean }): CancelCheck {
  if (!settings.cancelOrderActive) return { ok: false, reason: 'cancelDisabled' };
  if (isArchive(status)) return { ok: false, reason: 'finished' };
  if (!SHOPPER_CANCELLABLE.has(status)) return { ok: false, reason: 'cookingStarted' };
  return { ok: true };
}

// ---- the demo kitchen -------------------------------------------------------------------------

/**
 * The demo kitchen's next step (embedded default): OPEN -> ACCEPTED -> COOKING -> DONE ->
 * ON_WAY -> DELIVERED for a delivery, DONE -> CLOSED otherwise. A scheduled order waits for the
 * scheduler; an archive status has no next step. Every step is an allowed move.
 */
export function demoKitchenNext(status: OrderStatus, serviceType: OrderServiceType): OrderStatus | null {
  const next = kitchenStep(status, serviceType);
  return next && canMove(status, next, serviceType) ? next : null;
}

function kitchenStep(status: OrderStatus, serviceType: OrderServiceType): OrderStatus | null {
  switch (status) {
    case 'OPEN':
    case 'CREATED':
      return 'ACCEPTED';
    case 'ACCEPTED':
      return 'COOKING';
    case 'COOKING':
      return 'DONE';
    case 'DONE':
      return serviceType === 'DELIVERY' ? 'ON_WAY' : 'CLOSED';
    case 'ATTACHED':
      return 'ON_WAY';
    case 'ON_WAY':
      return 'DELIVERED';
    default:
      return null;
  }
}

// ---- labels -----------------------------------------------------------------------------------

/** Screen labels of SPEC 4 (Created, Accepted, Cooking, Ready/Done, On way, Delivered, Closed, Cancelled, Open) and of the two it leaves unnamed. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, LocalizedLabel>> = {
  OPEN: { uz: 'Ochiq', ru: 'Открыт', eng: 'Open' },
  CREATED: { uz: 'Yaratildi', ru: 'Создан', eng: 'Created' },
  ACCEPTED: { uz: 'Qabul qilindi', ru: 'Принят', eng: 'Accepted' },
  COOKING: { uz: 'Tayyorlanmoqda', ru: 'Готовится', eng: 'Cooking' },
  DONE: { uz: 'Tayyor', ru: 'Готов', eng: 'Ready' },
  ON_WAY: { uz: "Yo'lda", ru: 'В пути', eng: 'On way' },
  DELIVERED: { uz: 'Yetkazildi', ru: 'Доставлен', eng: 'Delivered' },
  CLOSED: { uz: 'Yopildi', ru: 'Закрыт', eng: 'Closed' },
  CANCELED: { uz: 'Bekor qilindi', ru: 'Отменён', eng: 'Cancelled' },
  ATTACHED: { uz: 'Kuryer biriktirildi', ru: 'Курьер назначен', eng: 'Courier assigned' },
  AT_TIME: { uz: 'Rejalashtirilgan', ru: 'Запланирован', eng: 'Scheduled' },
};

export const COURIER_STATUSES: readonly CourierStatus[] = courierStatusSchema.options;

/** SPEC 4: each courier or delivery status has an Uzbek label; "none" (no courier yet) too. Russian and English beside them. */
export const COURIER_STATUS_LABELS: Readonly<Record<CourierStatus | 'NONE', LocalizedLabel>> = {
  NONE: { uz: 'Kuryer hali biriktirilmagan', ru: 'Курьер ещё не назначен', eng: 'No courier yet' },
  PERFORMER_LOOK_UP: { uz: 'Kuryer qidirilmoqda', ru: 'Ищем курьера', eng: 'Looking for a courier' },
  PERFORMER_FOUND: { uz: 'Kuryer topildi', ru: 'Курьер найден', eng: 'Courier found' },
  PERFORMER_NOT_FOUND: { uz: 'Kuryer topilmadi', ru: 'Курьер не найден', eng: 'No courier found' },
  PERFORMER_PICK_UP_ARRIVED: { uz: 'Kuryer filialga yetib keldi', ru: 'Курьер прибыл в филиал', eng: 'The courier is at the branch' },
  PERFORMER_PICKUPED: { uz: 'Kuryer buyurtmani oldi', ru: 'Курьер забрал заказ', eng: 'The courier picked up the order' },
  PERFORMER_ARRIVED: { uz: 'Kuryer manzilga yetib keldi', ru: 'Курьер прибыл по адресу', eng: 'The courier has arrived' },
  PERFORMER_DELIVERED_FINISH: { uz: 'Buyurtma yetkazib berildi', ru: 'Заказ доставлен', eng: 'The order was delivered' },
  PERFORMER_RETURNING: { uz: 'Kuryer buyurtmani qaytarmoqda', ru: 'Курьер возвращает заказ', eng: 'The courier is returning the order' },
  PERFORMER_RETURN_ARRIVED: { uz: 'Kuryer qaytarish joyiga yetib keldi', ru: 'Курьер прибыл для возврата', eng: 'The courier arrived to return the order' },
  PERFORMER_RETURNED_FINISH: { uz: 'Buyurtma qaytarildi', ru: 'Заказ возвращён', eng: 'The order was returned' },
  NEW_ORDER: { uz: 'Yangi buyurtma', ru: 'Новый заказ', eng: 'New order' },
  ESTIMATING_FAILED: { uz: "Yetkazib berish narxini hisoblab bo'lmadi", ru: 'Не удалось рассчитать доставку', eng: 'The delivery could not be priced' },
  READY_FOR_APPROVAL: { uz: 'Tasdiqlashga tayyor', ru: 'Готов к подтверждению', eng: 'Ready for approval' },
  FAILED: { uz: 'Yetkazib berishda xatolik', ru: 'Ошибка доставки', eng: 'The delivery failed' },
  CANCELLED: { uz: 'Yetkazib berish bekor qilindi', ru: 'Доставка отменена', eng: 'The delivery was cancelled' },
  ACCEPTED: { uz: 'Kuryer qabul qildi', ru: 'Курьер принял заказ', eng: 'The courier accepted the order' },
};

export const orderStatusLabel = (status: OrderStatus, language: Language): string => ORDER_STATUS_LABELS[status][language];
export const courierStatusLabel = (status: CourierStatus | null | undefined, language: Language): string => COURIER_STATUS_LABELS[status ?? 'NONE'][language];

/** What a shopper's action on an order is refused with, in three languages. */
export const TRACKING_MESSAGES = {
  cancelDisabled: {
    uz: "Buyurtmani bekor qilib bo'lmaydi: muassasa bunga ruxsat bermagan",
    ru: 'Отменить заказ нельзя: заведение не разрешает отмену',
    eng: 'This order cannot be cancelled: the restaurant does not allow it',
  },
  cookingStarted: {
    uz: "Buyurtma tayyorlanmoqda, uni endi bekor qilib bo'lmaydi",
    ru: 'Заказ уже готовится, отменить его нельзя',
    eng: 'The order is already being cooked and can no longer be cancelled',
  },
  finished: {
    uz: 'Buyurtma allaqachon yakunlangan',
    ru: 'Заказ уже завершён',
    eng: 'The order is already finished',
  },
  notCompleted: {
    uz: 'Buyurtmani u yetkazilgandan keyin baholash mumkin',
    ru: 'Оценить заказ можно после его получения',
    eng: 'An order can be rated once it has been delivered',
  },
  alreadyRated: {
    uz: 'Bu buyurtma allaqachon baholangan',
    ru: 'Этот заказ уже оценён',
    eng: 'This order has already been rated',
  },
} as const satisfies Record<string, LocalizedLabel>;
export type TrackingMessageKey = keyof typeof TRACKING_MESSAGES;

/** How far along an active order is: the home card shows the furthest (on its way before a scheduled one). */
const PROGRESS: Readonly<Partial<Record<OrderStatus, number>>> = {
  ON_WAY: 7,
  ATTACHED: 6,
  DONE: 5,
  COOKING: 4,
  ACCEPTED: 3,
  CREATED: 2,
  OPEN: 1,
  AT_TIME: 0,
};

/**
 * The active order the home card shows: the one furthest along (a courier on the way before an
 * order scheduled for tomorrow), the newest of equals; `orders` come newest first.
 */
export function cardOrder<T extends { readonly status: OrderStatus }>(orders: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const order of orders) {
    if (!isActive(order.status)) continue;
    if (!best || (PROGRESS[order.status] ?? 0) > (PROGRESS[best.status] ?? 0)) best = order;
  }
  return best;
}
