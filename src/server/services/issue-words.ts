/**
 * A refused brand item's first problem in the studio's three languages: the field a restaurant
 * knows it by ("Narx", "Цена", "Price") and what is wrong with it, read from the loader's English
 * message (schemas/issue-text.ts, schemas/preset.ts). A message not known here is answered as the
 * loader words it.
 */
import type { Language } from '#schemas/common';
import type { PresetIssue } from '#schemas/preset';
import type { MessageText } from '../messages.ts';

type Words = Readonly<Record<Language, string>>;

const FIELDS: Readonly<Record<string, Words>> = {
  name: { uz: 'Nomi', ru: 'Название', eng: 'Name' },
  description: { uz: 'Tavsif', ru: 'Описание', eng: 'Description' },
  amount: { uz: 'Narx', ru: 'Цена', eng: 'Price' },
  price: { uz: 'Narx', ru: 'Цена', eng: 'Price' },
  discount: { uz: 'Chegirma', ru: 'Скидка', eng: 'Discount' },
  categoryId: { uz: 'Kategoriya', ru: 'Категория', eng: 'Category' },
  groupId: { uz: 'Guruh', ru: 'Группа', eng: 'Group' },
  minCount: { uz: 'Eng kam tanlov', ru: 'Минимум выбора', eng: 'Fewest choices' },
  maxCount: { uz: "Eng ko'p tanlov", ru: 'Максимум выбора', eng: 'Most choices' },
  modificationGroups: { uz: "Qo'shimchalar guruhi", ru: 'Группа добавок', eng: 'Modifier group' },
  modifications: { uz: "Qo'shimcha", ru: 'Добавка', eng: 'Modifier' },
  image: { uz: 'Rasm', ru: 'Фото', eng: 'Picture' },
  gallery: { uz: 'Galereya', ru: 'Галерея', eng: 'Gallery' },
  icon: { uz: 'Belgi', ru: 'Значок', eng: 'Icon' },
  id: { uz: 'Raqam', ru: 'Номер', eng: 'Number' },
  calorie: { uz: 'Kaloriya', ru: 'Калории', eng: 'Calories' },
  measure: { uz: "O'lchov", ru: 'Вес или объём', eng: 'Measure' },
  productBranch: { uz: 'Filiallar', ru: 'Филиалы', eng: 'Branches' },
  stock: { uz: 'Qoldiq', ru: 'Остаток', eng: 'Stock' },
  bgColor: { uz: 'Fon rangi', ru: 'Цвет фона', eng: 'Background colour' },
  textColor: { uz: 'Matn rangi', ru: 'Цвет текста', eng: 'Text colour' },
};

const WHAT: Readonly<Record<string, Words>> = {
  category: { uz: 'kategoriya', ru: 'категории', eng: 'category' },
  group: { uz: 'guruh', ru: 'группы', eng: 'group' },
  branch: { uz: 'filial', ru: 'филиала', eng: 'branch' },
  product: { uz: 'mahsulot', ru: 'товара', eng: 'product' },
  city: { uz: 'shahar', ru: 'города', eng: 'city' },
};

const LANGUAGE_NAMES: Words = { uz: "o'zbekcha", ru: 'русский', eng: 'English' };

/** The field of a path in words: `$.body.name.ru` reads "Nomi (русский)". */
function fieldWords(path: string): Words {
  const parts = path.split(/[.[\]]+/).filter((p) => p && p !== '$' && p !== 'body' && !/^\d+$/.test(p));
  const last = parts.at(-1) ?? '';
  const language = last === 'uz' || last === 'ru' || last === 'eng' ? last : null;
  const field = language ? (parts.at(-2) ?? '') : last;
  const words = FIELDS[field] ?? { uz: field, ru: field, eng: field };
  if (!language) return words;
  return {
    uz: `${words.uz} (${LANGUAGE_NAMES[language]})`,
    ru: `${words.ru} (${LANGUAGE_NAMES[language]})`,
    eng: `${words.eng} (${LANGUAGE_NAMES[language]})`,
  };
}

const same = (text: string): Words => ({ uz: text, ru: text, eng: text });

/** What is wrong, in words. */
export function problemWords(text: string): Words {
  let m: RegExpMatchArray | null;
  if ((m = text.match(/^no (category|group|branch|product|city) (.+)$/))) {
    const what = WHAT[m[1]!]!;
    return { uz: `${m[2]} raqamli ${what.uz} yo'q`, ru: `нет ${what.ru} с номером ${m[2]}`, eng: `there is no ${what.eng} ${m[2]}` };
  }
  if ((m = text.match(/^must not be above maxCount (\d+)$/))) {
    return { uz: `eng ko'p tanlovdan (${m[1]}) oshmasin`, ru: `не больше максимума (${m[1]})`, eng: `must not be above the most choices (${m[1]})` };
  }
  if ((m = text.match(/^expected (?:a number|an integer) at least (\S+)$/))) {
    return { uz: `${m[1]} dan kam bo'lmasin`, ru: `не меньше ${m[1]}`, eng: `at least ${m[1]}` };
  }
  if ((m = text.match(/^expected (?:a number|an integer) at most (\S+)$/))) {
    return { uz: `${m[1]} dan oshmasin`, ru: `не больше ${m[1]}`, eng: `at most ${m[1]}` };
  }
  if ((m = text.match(/^expected at most (\d+) characters$/))) {
    return { uz: `${m[1]} belgidan uzun bo'lmasin`, ru: `не длиннее ${m[1]} символов`, eng: `at most ${m[1]} characters` };
  }
  if ((m = text.match(/^expected at least (\d+) characters$/))) {
    return { uz: `kamida ${m[1]} belgi bo'lsin`, ru: `не короче ${m[1]} символов`, eng: `at least ${m[1]} characters` };
  }
  if ((m = text.match(/^duplicate id (.+)$/)))
    return { uz: `${m[1]} raqami takrorlangan`, ru: `номер ${m[1]} повторяется`, eng: `the number ${m[1]} is used twice` };
  if (/^expected an integer/.test(text)) return { uz: 'butun son kiriting', ru: 'введите целое число', eng: 'enter a whole number' };
  if (/^expected a number/.test(text)) return { uz: 'son kiriting', ru: 'введите число', eng: 'enter a number' };
  if (/another brand/.test(text)) return { uz: 'boshqa brendga tegishli', ru: 'принадлежит другому бренду', eng: 'belongs to another brand' };
  if (/^unexpected key|: unknown key/.test(text)) return { uz: "noma'lum maydon", ru: 'неизвестное поле', eng: 'a field it does not know' };
  return same(text);
}

/** The values of the `itemRefused` message for a problem: `{field}` and `{problem}` per language. */
export function issueInWords(issue: PresetIssue): { field: MessageText; problem: MessageText } {
  return { field: fieldWords(issue.path), problem: problemWords(issue.message) };
}
