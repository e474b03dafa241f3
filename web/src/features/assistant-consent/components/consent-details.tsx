import { useSession } from '@/lib/session';
import type { ConsentRequestDto } from '@core/schemas/mcp-oauth.ts';

/** What the assistant will be able to do, as whom, and where the browser goes afterwards. */
export function ConsentDetails({ request }: { request: ConsentRequestDto }) {
  const { user } = useSession();
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-2">
        <p>
          Se você permitir, <strong>{request.clientName}</strong> poderá, em nome de{' '}
          <strong>{request.organizationName}</strong>:
        </p>
        <ul className="ml-5 list-disc space-y-1 text-muted-foreground">
          <li>ver os profissionais, os horários livres e os agendamentos;</li>
          <li>marcar, remarcar e cancelar agendamentos.</li>
        </ul>
      </div>
      {user && (
        <p className="text-muted-foreground">
          Você entrou como <span className="font-medium text-foreground">{user.name}</span> (
          <span className="wrap-anywhere">{user.email}</span>).
        </p>
      )}
      <p className="text-muted-foreground">
        Depois da sua resposta, você volta para{' '}
        <span className="font-medium wrap-anywhere text-foreground">{request.returnsTo}</span>. O
        acesso pode ser revogado a qualquer momento em Integrações IA.
      </p>
    </div>
  );
}
