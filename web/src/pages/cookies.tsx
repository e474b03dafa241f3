import { CookiesNotice } from '@/features/landing/components/cookies-notice';

export function CookiesPage() {
  return <CookiesNotice />;
}
