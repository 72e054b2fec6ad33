import type { ViewerDictionary } from './uz.ts';

/** The image viewer's texts in Russian (`viewer.*`); the same keys as uz.ts. */
export const viewerRu: ViewerDictionary = {
  title: '{{name}}: фото',
  zoomIn: 'Увеличить',
  zoomOut: 'Уменьшить',
  reset: 'Исходный размер',
  zoom: '{{percent}}%',
  play: 'Запустить слайд-шоу',
  pause: 'Остановить слайд-шоу',
  loading: 'Фото загружается…',
  hint: 'Листайте, увеличивайте двойным касанием или щипком',
};
