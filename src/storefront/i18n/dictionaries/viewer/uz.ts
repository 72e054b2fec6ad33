/**
 * The image viewer's texts in Uzbek (`viewer.*`), loaded with the viewer (i18n/use-viewer-texts.ts).
 * ru.ts and eng.ts beside it have exactly the same keys.
 */
export const viewerUz = {
  title: '{{name}}: rasmlar',
  zoomIn: 'Kattalashtirish',
  zoomOut: 'Kichiklashtirish',
  reset: "Asl o'lcham",
  zoom: '{{percent}}%',
  play: 'Slayd-shouni boshlash',
  pause: "Slayd-shouni to'xtatish",
  loading: 'Rasm yuklanmoqda…',
  hint: "Surib o'ting, ikki marta bosib yoki chimchilab kattalashtiring",
};

export type ViewerDictionary = typeof viewerUz;
