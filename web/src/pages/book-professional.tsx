import { useParams } from 'wouter';
import { BookingPage } from '@/features/booking/components/booking-page';

/** /book/{slug}: the shared agenda reached through one professional, who comes preselected. */
export function BookProfessionalPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <BookingPage link={{ kind: 'professional', slug }} />;
}
