/**
 * The limits of an order, declared once: the contract's hard caps (what any request may carry),
 * and the defaults of the merchant's own limits (order settings, schemas/order-entities.ts), which
 * may only be tighter. The order submission's schema, the stored basket, the basket's counters and
 * the server's rules all read them from here. Constants only: the first load imports them.
 */

/** Lines an order may carry (the submission's `cartItems`, the stored basket). */
export const ORDER_LINES_MAX = 100;
/** Units of one line the contract takes; a merchant's `maxLineCount` is at most this. */
export const LINE_COUNT_MAX = 999;
/** Modifications of one line, and units of one modification. */
export const LINE_MODIFICATIONS_MAX = 50;
export const MODIFICATION_COUNT_MAX = 99;

/** A merchant's units of one line when its order settings say nothing. */
export const DEFAULT_MAX_LINE_COUNT = 99;
/** A merchant's largest order total (so'm) when its order settings say nothing: 50 million. */
export const DEFAULT_MAX_ORDER_TOTAL = 50_000_000;
/** How long an unpaid online order waits for its payment when the merchant says nothing (minutes), and the range it may set. */
export const DEFAULT_PAYMENT_WINDOW_MINUTES = 15;
export const PAYMENT_WINDOW_MINUTES_RANGE = { min: 5, max: 1440 } as const;
/** The largest order total a merchant may allow (so'm): a trillion, far inside exact integers. */
export const MAX_ORDER_TOTAL_CEILING = 1_000_000_000_000;
