import type { WhatsappSettingsDto } from '@core/schemas/whatsapp.ts';
import { CopyableValue } from './copyable-value';

/**
 * 'Confirmações de entrega': the callback URL and verify token to paste in the Meta app's
 * Webhooks settings, once the app secret is saved.
 */
export function WhatsappReceiptsInfo({ settings }: { settings: WhatsappSettingsDto }) {
  const { receipts } = settings;
  return (
    <section
      aria-labelledby="whatsapp-receipts-title"
      className="grid grid-cols-1 gap-4 border-t pt-6"
    >
      <div className="grid gap-1">
        <h3 id="whatsapp-receipts-title" className="font-medium">
          Confirmações de entrega
        </h3>
        <p className="text-sm text-muted-foreground">
          {receipts
            ? 'No painel da Meta, em WhatsApp → Configuração → Webhook, cole a URL e o token abaixo e assine o campo “messages”. O histórico passa a mostrar “Entregue”, “Lida” ou o motivo de uma mensagem não entregue.'
            : 'Salve a chave secreta do app para o histórico mostrar se cada mensagem foi entregue e lida, e o motivo quando não for entregue.'}
        </p>
      </div>
      {receipts && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <CopyableValue
            label="URL de retorno"
            value={receipts.callbackUrl}
            copyLabel="Copiar URL de retorno"
          />
          <CopyableValue
            label="Token de verificação"
            value={receipts.verifyToken}
            copyLabel="Copiar token de verificação"
          />
        </div>
      )}
    </section>
  );
}
