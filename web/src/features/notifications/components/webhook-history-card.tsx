import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useWebhookHistory } from '../api/list-webhook-history';
import { useSendLogNow } from '../api/process-webhook';
import { useReprocessWebhooks } from '../api/reprocess-webhooks';
import type { WebhookScope } from '../api/webhook-scope';
import { useClampedPage } from '../lib/use-clamped-page';
import { EmptyList } from './empty-list';
import { countOf, ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { WebhookHistoryTable } from './webhook-history-table';

/**
 * 'Histórico': every delivery, newest first, ten a page, a failed one with 'Reenviar'; and
 * 'Reprocessar lembretes'.
 */
export function WebhookHistoryCard({ scope }: { scope: WebhookScope }) {
  const [page, setPage] = useState(1);
  const history = useWebhookHistory(scope, page);
  useClampedPage(page, setPage, history.data?.pagination.totalPages);
  const reprocess = useReprocessWebhooks(scope);
  const resend = useSendLogNow();

  const reprocessAll = async () => {
    try {
      notifySuccess((await reprocess.mutateAsync()).message);
    } catch (error) {
      notifyFailure(error, { title: 'Erro ao reprocessar', fallback: 'Tente novamente.' });
    }
  };

  return (
    <SectionCard
      title="Histórico"
      description="Todos os envios, do mais recente ao mais antigo."
      action={
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={reprocess.isPending}
          onClick={reprocessAll}
          title="Planeja de novo os lembretes de todos os agendamentos futuros"
        >
          <HistoryIcon aria-hidden="true" />
          {reprocess.isPending ? 'Reprocessando...' : 'Reprocessar lembretes'}
        </Button>
      }
    >
      <ListToolbar
        summary={countOf(history.data?.pagination.totalCount, 'registro', 'registros')}
        refreshLabel="Atualizar histórico"
        refreshing={history.isFetching}
        onRefresh={() => void history.refetch()}
      />
      <QueryState
        query={history}
        loading="Carregando histórico..."
        error="Não foi possível carregar o histórico de webhooks."
      >
        {({ logs, pagination }) =>
          logs.length ? (
            <>
              <WebhookHistoryTable
                logs={logs}
                resendingId={resend.sendingId}
                onResend={(id) => void resend.send(id)}
              />
              <Pager
                label="Páginas do histórico"
                page={pagination.page}
                totalPages={pagination.totalPages}
                hasPrevious={pagination.hasPrevious}
                hasNext={pagination.hasNext}
                onPageChange={setPage}
              />
            </>
          ) : (
            <EmptyList>Nenhum envio ainda. Use “Testar webhook” para fazer o primeiro.</EmptyList>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
