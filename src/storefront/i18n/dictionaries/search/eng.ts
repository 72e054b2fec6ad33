import type { SearchDictionary } from './uz.ts';

export const searchEng: SearchDictionary = {
  title: 'Search',
  placeholder: 'Type a dish name',
  history: 'Search history',
  clearHistory: 'Clear',
  prompt: 'Search the whole menu',
  noResults: 'Nothing found for “{{query}}”',
  results: 'Found: {{count}}',
};
