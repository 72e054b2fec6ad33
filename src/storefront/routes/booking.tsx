import { BookingView } from '../features/booking/components/booking-view.tsx';
import { useBookingTexts } from '../i18n/use-booking-texts.ts';
import { useT } from '../i18n/use-t.ts';
import { usePlan } from '../lib/app-context.tsx';
import { paths } from '../lib/paths.ts';
import { screenTitle, usePageMeta } from '../lib/render-context.tsx';

export default function BookingRoute() {
  useBookingTexts();
  const { t } = useT();
  usePageMeta({ title: screenTitle(t('booking.title'), usePlan().title), canonical: paths.booking });
  return <BookingView />;
}
