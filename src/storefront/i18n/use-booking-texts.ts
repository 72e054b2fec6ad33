/**
 * The booking texts (`booking.*`) travel with the code that shows them, not with every page
 * (i18n/screen-texts.ts).
 */
import { bookingUz } from './dictionaries/booking/uz.ts';
import { bookingRu } from './dictionaries/booking/ru.ts';
import { bookingEng } from './dictionaries/booking/eng.ts';
import { useScreenTexts } from './screen-texts.ts';

const BOOKING = { uz: bookingUz, ru: bookingRu, eng: bookingEng } as const;

export function useBookingTexts(): void {
  useScreenTexts('booking', BOOKING);
}
