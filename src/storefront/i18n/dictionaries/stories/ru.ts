import type { StoriesDictionary } from './uz.ts';

/** The stories viewer's texts in Russian (`stories.*`); the same keys as uz.ts. */
export const storiesRu: StoriesDictionary = {
  title: '{{name}}: история',
  close: 'Закрыть истории',
  previous: 'Предыдущая история',
  next: 'Следующая история',
  pause: 'Остановить историю',
  play: 'Продолжить историю',
  position: 'История {{index}} из {{count}}',
  hint: 'Нажмите слева — назад, справа — вперёд, удерживайте — пауза, смахните вниз — закрыть',
};
