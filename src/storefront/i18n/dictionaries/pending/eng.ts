import type { PendingDictionary } from './uz.ts';

export const pendingEng: PendingDictionary = {
  title: 'This section is on its way',
  text: 'This section opens with the next update.',
};
