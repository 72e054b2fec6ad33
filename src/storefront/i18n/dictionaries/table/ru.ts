import type { TableDictionary } from './uz.ts';

/** The table's texts in Russian (`table.*`); the same keys as uz.ts. */
export const tableRu: TableDictionary = {
  label: 'Столик',
  seatedAt: '{{table}}, {{branch}}',
  checking: 'Проверяем код столика…',
  seated: 'Ваш заказ придёт к этому столику',
  numbered: 'Столик {{name}}',
  invalid: 'Код столика неверный или устарел. Попросите у официанта новый.',
  callWaiter: 'Позвать официанта',
  askBill: 'Попросить счёт',
  leave: 'Уйти из-за столика',
  left: 'Вы ушли из-за столика',
  calls: 'Вызовы',
  live: 'Статус обновляется сам',
  kind: {
    WAITER: 'Официант',
    BILL: 'Счёт',
  },
  status: {
    SENT: 'Отправлен',
    ACKNOWLEDGED: 'Принят',
    DONE: 'Выполнен',
  },
  alreadyOpen: 'Вызов уже отправлен: {{status}}',
};
