import { PageLayout } from '@/components/page-layout';

export function SettingsPage() {
  return (
    <PageLayout
      title="Configurações"
      backHref="/dashboard"
      description="Seu perfil, a conexão com o Google Calendar e as preferências de agendamento."
    />
  );
}
