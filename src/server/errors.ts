/**
 * The API's errors: `{ code, description: { ru, uz, eng } }` with the status of
 * schemas/errors.ts. Handlers throw an ApiFailure; the app's error handler answers it.
 */
import type { Context } from 'hono';
import { API_ERROR_CODES, type ApiError, type ApiErrorCode } from '#schemas/errors';

type Description = ApiError['description'];

export const ERROR_TEXTS: Readonly<Record<ApiErrorCode, Description>> = {
  BAD_REQUEST: {
    uz: "So'rovda xato bor: maydonlarni tekshiring",
    ru: 'Ошибка в запросе: проверьте поля',
    eng: 'The request has an error: check the fields',
  },
  UNAUTHORIZED: {
    uz: 'Bazi narsalar eskirgan! Iltimos tizimga boshqattan kiring',
    ru: 'Сессия устарела. Пожалуйста, войдите снова',
    eng: 'Your session has expired. Please log in again',
  },
  FORBIDDEN: { uz: "Ruxsat yo'q", ru: 'Доступ запрещён', eng: 'Access denied' },
  MERCHANT_NOT_FOUND: { uz: 'Muassasa topilmadi', ru: 'Заведение не найдено', eng: 'Merchant not found' },
  NOT_FOUND: { uz: 'Topilmadi', ru: 'Не найдено', eng: 'Not found' },
  CONFLICT: { uz: "Ma'lumotlar o'zgargan, qaytadan urinib ko'ring", ru: 'Данные изменились, попробуйте снова', eng: 'The data changed, please try again' },
  TOO_MANY_REQUESTS: {
    uz: "Juda ko'p urinish. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Слишком много попыток. Попробуйте немного позже',
    eng: 'Too many attempts. Please try again a little later',
  },
  WRONG_CODE: {
    uz: "Noto'g'ri kod yoki kod kiritish muddati o'tib ketgan.",
    ru: 'Неверный код или срок его ввода истёк.',
    eng: 'The code is wrong or has expired.',
  },
  INVALID_PHONE: {
    uz: "Telefon raqami noto'g'ri: +998 (XX) XXX-XX-XX ko'rinishida kiriting",
    ru: 'Неверный номер телефона: введите в виде +998 (XX) XXX-XX-XX',
    eng: 'The phone number is wrong: enter it as +998 (XX) XXX-XX-XX',
  },
  SMS_NOT_SENT: {
    uz: "SMS yuborib bo'lmadi. Qayta urinib ko'ring",
    ru: 'Не удалось отправить СМС. Попробуйте ещё раз',
    eng: 'Could not send the SMS. Please try again',
  },
  ORDER_REFUSED: {
    uz: "Buyurtmani qabul qilib bo'lmadi",
    ru: 'Заказ не может быть принят',
    eng: 'The order cannot be placed',
  },
  PRICE_CHANGED: {
    uz: "Narxlar o'zgardi: yangi summani tekshirib, qayta tasdiqlang",
    ru: 'Цены изменились: проверьте новую сумму и подтвердите снова',
    eng: 'The prices changed: check the new total and confirm again',
  },
  STATUS_NOT_ALLOWED: {
    uz: "Buyurtmani bu holatga o'tkazib bo'lmaydi",
    ru: 'Заказ нельзя перевести в этот статус',
    eng: 'The order cannot move to this status',
  },
  INTERNAL: {
    uz: "Serverda xatolik. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Ошибка сервера. Попробуйте немного позже',
    eng: 'Server error. Please try again a little later',
  },
  UNAVAILABLE: {
    uz: "Server band. Birozdan so'ng qayta urinib ko'ring",
    ru: 'Сервер занят. Попробуйте немного позже',
    eng: 'The server is busy. Please try again shortly',
  },
};

export class ApiFailure extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(code: ApiErrorCode, options: Omit<Partial<ApiError>, 'code'> = {}) {
    const description = options.description ?? ERROR_TEXTS[code];
    super(`${code}: ${description.eng}`);
    this.status = API_ERROR_CODES[code];
    this.body = {
      code,
      description,
      ...(options.fields ? { fields: options.fields } : {}),
      ...(options.retryAfterSeconds !== undefined ? { retryAfterSeconds: options.retryAfterSeconds } : {}),
      ...(options.problem !== undefined ? { problem: options.problem } : {}),
      ...(options.totals !== undefined ? { totals: options.totals } : {}),
      ...(options.allowed !== undefined ? { allowed: options.allowed } : {}),
    };
  }
}

export const notFound = (what: Description = ERROR_TEXTS.NOT_FOUND) => new ApiFailure('NOT_FOUND', { description: what });

/** The app's error handler: an ApiFailure as its body and status, anything else a logged 500. */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof ApiFailure) {
    if (error.body.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.body.retryAfterSeconds));
    return c.json(error.body, error.status as 400);
  }
  console.error(`${c.req.method} ${c.req.path}:`, error);
  return c.json(new ApiFailure('INTERNAL').body, 500);
}
