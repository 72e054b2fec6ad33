import type { PendingDictionary } from './uz.ts';

export const pendingRu: PendingDictionary = {
  title: 'Раздел готовится',
  text: 'Этот раздел откроется в следующем обновлении.',
};
