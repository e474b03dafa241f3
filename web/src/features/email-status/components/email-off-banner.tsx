import { MailWarningIcon } from 'lucide-react';
import { useSession } from '@/lib/session';
import { useEmailConfigured } from '../api/get-email-status';

/**
 * Tells the admin, on every signed-in screen, that this server keeps e-mails without sending
 * them (no SMTP_URL): clients get no confirmation or reminder until it is configured.
 */
export function EmailOffBanner() {
  const { isAdmin } = useSession();
  const emailConfigured = useEmailConfigured({ enabled: isAdmin });
  if (!isAdmin || emailConfigured !== false) return null;
  return (
    <div
      role="status"
      className="mx-auto mb-6 flex max-w-5xl items-start gap-2.5 rounded-md border border-warning/60 bg-warning/10 p-3 text-sm"
    >
      <MailWarningIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <p>
        <strong className="font-semibold">E-mail desativado:</strong> configure SMTP_URL para enviar
        confirmações e lembretes aos clientes. Até lá, os e-mails aparecem no histórico como “Não
        enviado”.
      </p>
    </div>
  );
}
