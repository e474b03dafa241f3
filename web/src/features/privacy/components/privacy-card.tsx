import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useRetention } from '../api/get-retention';
import { ClientRequestForm } from './client-request-form';
import { RetentionForm } from './retention-form';

/** Admins answer a client's LGPD request (export, erasure) and set the retention period. */
export function PrivacyCard() {
  const retention = useRetention();
  return (
    <SectionCard
      title="Privacidade (LGPD)"
      description="Atenda ao pedido de um cliente sobre os dados dele: exporte tudo o que o escritório guarda ou apague os dados pessoais."
      contentClassName="grid gap-6"
    >
      <section aria-labelledby="privacy-request-title" className="grid gap-3">
        <h3 id="privacy-request-title" className="text-sm font-semibold">
          Pedido de um cliente
        </h3>
        <ClientRequestForm />
      </section>
      <section aria-labelledby="privacy-retention-title" className="grid gap-3 border-t pt-6">
        <h3 id="privacy-retention-title" className="text-sm font-semibold">
          Anonimização automática
        </h3>
        <QueryState
          query={retention}
          loading="Carregando o prazo de anonimização..."
          error="Não foi possível carregar o prazo de anonimização."
        >
          {(settings) => <RetentionForm saved={settings.retentionMonths} />}
        </QueryState>
      </section>
    </SectionCard>
  );
}
