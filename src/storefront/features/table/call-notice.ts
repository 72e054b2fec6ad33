/**
 * What the table bar says after a press of a call button. The server answers with the call (a new
 * one, or the one already open); the bar then keeps reading the table's calls, so the notice names
 * the call and takes its status from the latest read: it never says "sent" under a badge that
 * already says the restaurant acknowledged it.
 */
import type * as z from 'zod/mini';
import type { tableCallSchema } from '#schemas/feature-endpoints';

export type TableCall = z.infer<typeof tableCallSchema>;
export type CallStatus = TableCall['status'];

export interface CallNotice {
  readonly callId: string;
  readonly kind: TableCall['kind'];
  /** The press answered a call that was open already. */
  readonly repeated: boolean;
  /** The status the server answered the press with. */
  readonly answered: CallStatus;
}

/** The notice's status: the call's in the latest read of the table's calls, else the answer's. */
export function noticeStatus(notice: CallNotice, calls: readonly Pick<TableCall, 'id' | 'status'>[] | undefined): CallStatus {
  return calls?.find((call) => call.id === notice.callId)?.status ?? notice.answered;
}
