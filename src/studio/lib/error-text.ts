/** An API failure in the member's language (the server words its errors in the three). */
import type { Language } from '#schemas/common';
import { toApiError } from '#storefront/lib/api-error.ts';

export const errorText = (error: unknown, language: Language): string => toApiError(error).description[language];
