import type { ProfileDictionary } from './uz.ts';

export const profileRu: ProfileDictionary = {
  user: 'Личные данные',
  orders: 'Мои заказы',
  addresses: 'Мои адреса',
  promos: 'Промокоды',
  favorites: 'Избранное',
  cards: 'Мои карты',
  cashback: 'Кэшбэк',
  notifications: 'Уведомления',
  branches: 'Филиалы',
  vacancies: 'Вакансии',
  about: 'О компании',
  terms: 'Условия использования',
  privacy: 'Политика конфиденциальности',
  language: 'Язык',
  booking: 'Бронирование стола',
  chat: 'Чат',
  loginRequired: 'Войдите, чтобы пользоваться всеми возможностями',
  login: 'Войти',
};
