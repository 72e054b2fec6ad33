import type { ProfileDictionary } from './uz.ts';

export const profileEng: ProfileDictionary = {
  user: 'Personal information',
  orders: 'My orders',
  addresses: 'My addresses',
  promos: 'Promo codes',
  favorites: 'Favourites',
  cards: 'My cards',
  cashback: 'Cashback',
  notifications: 'Notifications',
  branches: 'Branches',
  vacancies: 'Vacancies',
  about: 'About us',
  terms: 'Terms of use',
  privacy: 'Privacy policy',
  language: 'Language',
  booking: 'Book a table',
  chat: 'Chat',
  loginRequired: 'Log in to use the full functionality',
  login: 'Log in',
};
