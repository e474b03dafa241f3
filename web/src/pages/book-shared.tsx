import { useParams } from 'wouter';
import { BookingPage } from '@/features/booking/components/booking-page';

/** /book/shared/{adminId}: the organization's page with every professional. */
export function BookSharedPage() {
  const { adminId = '' } = useParams<{ adminId: string }>();
  return <BookingPage link={{ kind: 'shared', adminId }} />;
}
