import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { useBookingFormSettings } from '@/features/booking-form/api/get-booking-form-settings';
import { BookingFormSettingsForm } from '@/features/booking-form/components/booking-form-settings-form';

export function BookingFormSettingsPage() {
  const settings = useBookingFormSettings();

  return (
    <PageLayout
      title="Formulário de Agendamento"
      backHref="/settings"
      description="Escolha quais dados o cliente informa ao agendar."
    >
      <div className="mx-auto max-w-3xl">
        <QueryState
          query={settings}
          loading="Carregando formulário..."
          error="Não foi possível carregar as configurações do formulário."
        >
          {(current) => <BookingFormSettingsForm settings={current} />}
        </QueryState>
      </div>
    </PageLayout>
  );
}
