import { useParams } from 'wouter';
import { BookingPage } from '@/features/booking/components/booking-page';

/** /book/shared/{slug} (or {adminId}, its first links): the office's page with every professional. */
export function BookSharedPage() {
  const { adminId = '' } = useParams<{ adminId: string }>();
  return <BookingPage link={{ kind: 'shared', adminId }} />;
}
