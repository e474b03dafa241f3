import { CalendarPlusIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';

/** The Google Calendar connection; not configured on this server yet. */
export function GoogleCalendarCard() {
  return (
    <SectionCard
      title="Google Calendar"
      description="Sincronize seus agendamentos e crie reuniões do Google Meet automaticamente."
      contentClassName="grid gap-4"
    >
      <p className="rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
        A conexão com o Google Calendar ainda não está configurada neste servidor.
      </p>
      <Button type="button" variant="outline" disabled className="w-full">
        <CalendarPlusIcon aria-hidden="true" />
        Conectar Google Calendar
      </Button>
    </SectionCard>
  );
}
