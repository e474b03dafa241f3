import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { notificationsMessages } from '@core/messages.ts';
import { useDeleteWebhookLog } from '../api/delete-webhook-log';
import { useScheduledWebhooks } from '../api/list-scheduled-webhooks';
import { useSendLogNow } from '../api/process-webhook';
import type { WebhookScope } from '../api/webhook-scope';
import { useClampedPage } from '../lib/use-clamped-page';
import { EmptyList } from './empty-list';
import { countOf, ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { ScheduledWebhookItem } from './scheduled-webhook-item';
import { ScrollRegion } from './scroll-region';

const n = notificationsMessages;

/** 'Envios agendados': what will go out (webhooks, e-mails, WhatsApp), refreshed every 30 s, each sendable or removable. */
export function ScheduledWebhooksCard({ scope }: { scope: WebhookScope }) {
  const [page, setPage] = useState(1);
  const scheduled = useScheduledWebhooks(scope, page);
  useClampedPage(page, setPage, scheduled.data?.totalPages);
  const sendNow = useSendLogNow();
  const remove = useDeleteWebhookLog();

  const removeNow = async (id: string) => {
    try {
      notifySuccess((await remove.mutateAsync(id)).message || n.deleted);
    } catch (error) {
      notifyFailure(error, { title: 'Erro ao remover', fallback: 'Tente novamente.' });
    }
  };
  const busyId = sendNow.sendingId ?? (remove.isPending ? remove.variables : undefined);

  return (
    <SectionCard
      title="Envios agendados"
      description={
        scope === 'organization'
          ? 'Próximos webhooks, e-mails e mensagens de todos os profissionais. A lista se atualiza a cada 30 segundos.'
          : 'Próximos webhooks, e-mails e mensagens, como lembretes. A lista se atualiza a cada 30 segundos.'
      }
    >
      <ListToolbar
        summary={countOf(scheduled.data?.totalCount, 'envio agendado', 'envios agendados')}
        refreshLabel="Atualizar envios agendados"
        refreshing={scheduled.isFetching}
        onRefresh={() => void scheduled.refetch()}
      />
      <QueryState
        query={scheduled}
        loading="Carregando envios agendados..."
        error="Não foi possível carregar os envios agendados."
      >
        {(current) =>
          current.webhooks.length ? (
            <>
              <ScrollRegion label="Lista de envios agendados" className="max-h-[400px]">
                <ul aria-label="Envios agendados" className="divide-y px-4">
                  {current.webhooks.map((log) => (
                    <ScheduledWebhookItem
                      key={log.id}
                      log={log}
                      busy={busyId === log.id}
                      onProcess={() => void sendNow.send(log.id)}
                      onDelete={() => void removeNow(log.id)}
                    />
                  ))}
                </ul>
              </ScrollRegion>
              <Pager
                label="Páginas dos envios agendados"
                page={current.currentPage}
                totalPages={current.totalPages}
                hasPrevious={current.hasPrevPage}
                hasNext={current.hasNextPage}
                onPageChange={setPage}
              />
            </>
          ) : (
            <EmptyList>
              Nenhum webhook agendado. Os lembretes dos próximos agendamentos aparecem aqui.
            </EmptyList>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
