import { PageLayout } from '@/components/page-layout';

export function BookingFormSettingsPage() {
  return (
    <PageLayout
      title="Formulário de Agendamento"
      backHref="/settings"
      description="Escolha quais dados o cliente informa ao agendar."
    />
  );
}
