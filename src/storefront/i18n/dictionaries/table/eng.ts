import type { TableDictionary } from './uz.ts';

/** The table's texts in English (`table.*`); the same keys as uz.ts. */
export const tableEng: TableDictionary = {
  label: 'Table',
  seatedAt: '{{table}}, {{branch}}',
  checking: 'Checking the table code…',
  seated: 'Your order comes to this table',
  numbered: 'Table {{name}}',
  invalid: 'This table code is not valid or has expired. Ask the waiter for a new one.',
  callWaiter: 'Call the waiter',
  askBill: 'Ask for the bill',
  leave: 'Leave the table',
  left: 'You left the table',
  calls: 'Calls',
  live: 'The status updates by itself',
  kind: {
    WAITER: 'Waiter',
    BILL: 'Bill',
  },
  status: {
    SENT: 'Sent',
    ACKNOWLEDGED: 'Acknowledged',
    DONE: 'Done',
  },
  alreadyOpen: 'Already called: {{status}}',
};
