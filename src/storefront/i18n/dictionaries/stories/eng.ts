import type { StoriesDictionary } from './uz.ts';

/** The stories viewer's texts in English (`stories.*`); the same keys as uz.ts. */
export const storiesEng: StoriesDictionary = {
  title: '{{name}}: story',
  close: 'Close stories',
  previous: 'Previous story',
  next: 'Next story',
  pause: 'Pause the story',
  play: 'Resume the story',
  position: 'Story {{index}} of {{count}}',
  hint: 'Tap left to go back, right to go on, hold to pause, swipe down to close',
};
