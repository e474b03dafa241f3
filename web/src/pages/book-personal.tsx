import { useParams } from 'wouter';
import { BookingPage } from '@/features/booking/components/booking-page';

/** /book/personal/{slug}: one professional's own booking page. */
export function BookPersonalPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <BookingPage link={{ kind: 'personal', slug }} />;
}
