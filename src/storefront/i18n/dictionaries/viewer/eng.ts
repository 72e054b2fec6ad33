import type { ViewerDictionary } from './uz.ts';

/** The image viewer's texts in English (`viewer.*`); the same keys as uz.ts. */
export const viewerEng: ViewerDictionary = {
  title: '{{name}}: photos',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Original size',
  zoom: '{{percent}}%',
  play: 'Start the slideshow',
  pause: 'Pause the slideshow',
  loading: 'Loading the photo…',
  hint: 'Swipe, double tap or pinch to zoom',
};
