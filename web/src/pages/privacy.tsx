import { PrivacyNotice } from '@/features/landing/components/privacy-notice';

export function PrivacyPage() {
  return <PrivacyNotice />;
}
