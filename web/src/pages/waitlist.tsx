import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { useOfficeWaitlist } from '@/features/waitlist/api/office-waitlist';
import { WaitlistList } from '@/features/waitlist/components/waitlist-list';
import { useSession } from '@/lib/session';
import { waitlistMessages as m } from '@core/messages.ts';

/** 'Lista de espera' (issue 36): the office's (admin, secretary) or a professional's own. */
export function WaitlistPage() {
  const entries = useOfficeWaitlist();
  const { homePath } = useSession();
  return (
    <PageLayout
      title={m.listTitle}
      backHref={homePath}
      description="Clientes que pediram aviso quando um horário abrir em um dia lotado. Quando um horário vaga, o primeiro da fila recebe a oferta."
    >
      <QueryState
        query={entries}
        loading="Carregando lista de espera..."
        error="Não foi possível carregar a lista de espera."
      >
        {(list) => <WaitlistList entries={list} />}
      </QueryState>
    </PageLayout>
  );
}
