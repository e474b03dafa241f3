import { useParams } from 'wouter';
import { OfficePrivacyNotice } from '@/features/booking/components/office-privacy-notice';

/** /book/shared/{slug}/privacidade: the office's privacy notice. */
export function OfficePrivacyPage() {
  const { adminId = '' } = useParams<{ adminId: string }>();
  return <OfficePrivacyNotice officeKey={adminId} />;
}
