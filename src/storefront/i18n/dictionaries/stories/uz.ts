/**
 * The stories viewer's texts in Uzbek (`stories.*`), loaded with the viewer
 * (i18n/use-stories-texts.ts). ru.ts and eng.ts beside it have exactly the same keys.
 */
export const storiesUz = {
  title: '{{name}}: hikoya',
  close: 'Hikoyalarni yopish',
  previous: 'Oldingi hikoya',
  next: 'Keyingi hikoya',
  pause: "Hikoyani to'xtatish",
  play: 'Hikoyani davom ettirish',
  position: '{{index}}-hikoya, jami {{count}}',
  hint: "Chap tomonga bosing — orqaga, o'ngga — oldinga, bosib turing — to'xtaydi, pastga suring — yopiladi",
};

export type StoriesDictionary = typeof storiesUz;
