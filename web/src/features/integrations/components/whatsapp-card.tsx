import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { useWhatsappSettings } from '../api/get-whatsapp-settings';
import { WhatsappReceiptsInfo } from './whatsapp-receipts-info';
import { WhatsappSettingsForm } from './whatsapp-settings-form';
import { WhatsappTestMessage } from './whatsapp-test-message';

/** 'WhatsApp': client notifications through the WhatsApp Business Cloud API, and a test. */
export function WhatsappCard() {
  const settings = useWhatsappSettings();
  const active = settings.data?.active;
  return (
    <section aria-label="WhatsApp">
      <SectionCard
        title="WhatsApp"
        description="Avisos aos clientes pela API oficial do WhatsApp Business (Cloud API), com modelos aprovados pela Meta. Cada envio aparece no histórico abaixo."
        action={
          active === undefined ? undefined : (
            <Badge variant={active ? 'success' : 'secondary'}>
              {active ? 'Enviando' : 'Desativado'}
            </Badge>
          )
        }
        contentClassName="grid grid-cols-1 gap-6"
      >
        <QueryState
          query={settings}
          loading="Carregando WhatsApp..."
          error="Não foi possível carregar as configurações do WhatsApp."
        >
          {(current) => (
            <>
              <WhatsappSettingsForm settings={current} />
              <WhatsappReceiptsInfo settings={current} />
              <WhatsappTestMessage />
            </>
          )}
        </QueryState>
      </SectionCard>
    </section>
  );
}
