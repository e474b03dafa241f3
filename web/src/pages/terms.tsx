import { TermsOfUse } from '@/features/landing/components/terms-of-use';

export function TermsPage() {
  return <TermsOfUse />;
}
