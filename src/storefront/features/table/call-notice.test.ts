import { describe, expect, it } from 'vitest';
import { noticeStatus, type CallNotice } from './call-notice.ts';

const sent: CallNotice = { callId: 'c1', kind: 'WAITER', repeated: false, answered: 'SENT' };

describe("the table bar's notice after a call", () => {
  it('follows the call as the restaurant moves it, never keeping the status of the press', () => {
    expect(noticeStatus(sent, [{ id: 'c1', status: 'ACKNOWLEDGED' }])).toBe('ACKNOWLEDGED');
    expect(noticeStatus(sent, [{ id: 'c1', status: 'DONE' }])).toBe('DONE');
  });

  it("says the answer's status until the calls are read again, and reads only its own call", () => {
    expect(noticeStatus(sent, undefined)).toBe('SENT');
    expect(noticeStatus(sent, [])).toBe('SENT');
    expect(noticeStatus(sent, [{ id: 'c2', status: 'DONE' }])).toBe('SENT');
  });
});
