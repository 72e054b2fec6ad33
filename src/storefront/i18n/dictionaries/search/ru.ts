import type { SearchDictionary } from './uz.ts';

export const searchRu: SearchDictionary = {
  title: 'Поиск',
  placeholder: 'Введите название блюда',
  history: 'История поиска',
  clearHistory: 'Очистить',
  prompt: 'Ищите блюда по всему меню',
  noResults: 'По запросу «{{query}}» ничего не найдено',
  results: 'Найдено: {{count}}',
};
