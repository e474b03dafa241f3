import { PageLayout } from '@/components/page-layout';

export function AvailabilityPage() {
  return (
    <PageLayout
      title="Disponibilidade"
      backHref="/dashboard"
      description="Defina os dias e horários em que você atende."
    />
  );
}
