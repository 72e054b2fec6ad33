/**
 * Ta'm Group: three brands of one restaurant group (sushi, pizza, plov) that show each other
 * as brand tabs. `domainUrl` carries the scheme and port of the local server: the brand tabs
 * link to it as is (without a scheme they would assume https://), so the tabs work on
 * http://SUB.localhost:8080 out of the box.
 */
import { t, type Company, type Text } from './model.ts';

export const GROUP_BRANDS = [
  {
    id: 'sushi',
    merchantId: 'demo-sushi',
    name: t('Sakura Sushi', 'Сакура Суши', 'Sakura Sushi'),
    domainUrl: 'http://sushi.localhost:8080',
    color: '#C2185B',
    image: 'sushi/logo.svg',
  },
  {
    id: 'pizza',
    merchantId: 'demo-pizza',
    name: t('Pizza Napoli', 'Пицца Наполи', 'Pizza Napoli'),
    domainUrl: 'http://pizza.localhost:8080',
    color: '#2B8A3E',
    image: 'pizza/logo.svg',
  },
  {
    id: 'plov',
    merchantId: 'demo-plov',
    name: t('Qozon Osh', 'Казан Плов', 'Qozon Plov'),
    domainUrl: 'http://plov.localhost:8080',
    color: '#1E5AA8',
    image: 'plov/logo.svg',
  },
];

const LEGAL: Text = t("«Ta'm Group» MChJ", "ООО «Ta'm Group»", "Ta'm Group LLC");
const ADDRESS: Text = t(
  "Toshkent, Mirzo Ulug'bek tumani, Buyuk Ipak Yo'li ko'chasi, 154",
  'Ташкент, Мирзо-Улугбекский район, улица Буюк Ипак Йули, 154',
  '154 Buyuk Ipak Yuli Street, Mirzo Ulugbek district, Tashkent',
);

const GROUP_PARAGRAPH = {
  uz: "Sakura Sushi, Pizza Napoli va Qozon Osh — Ta'm Group oilasining uchta brendi. Sahifaning yuqorisidagi yorliqlar orqali ular o'rtasida bir zumda o'ting: har bir brendda savatingiz alohida saqlanadi.",
  ru: "Sakura Sushi, Pizza Napoli и Qozon Osh — три бренда семьи Ta'm Group. Переключайтесь между ними вкладками вверху страницы: у каждого бренда своя корзина.",
  eng: "Sakura Sushi, Pizza Napoli and Qozon Osh are the three brands of the Ta'm Group family. Switch between them with the tabs at the top of the page; each brand keeps its own basket.",
};

/** The company texts of a group brand: its own story, then the group paragraph. */
export function groupCompany(brand: string, phone: string, email: string, site: string, about: Company['about']): Company {
  return {
    brand,
    legal: LEGAL,
    phone,
    email,
    site,
    address: ADDRESS,
    delivery: true,
    about: { uz: [...about.uz, GROUP_PARAGRAPH.uz], ru: [...about.ru, GROUP_PARAGRAPH.ru], eng: [...about.eng, GROUP_PARAGRAPH.eng] },
  };
}
