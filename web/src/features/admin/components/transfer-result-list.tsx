import type { TransferAppointmentsDto } from '@core/schemas/hand-over.ts';

type TransferResultListProps = {
  result: TransferAppointmentsDto;
  /** Whose the clashing appointments stay. */
  fromName: string;
  toName: string;
};

/** What a transfer moves (or would move) and what stays, each by date, time and client. */
export function TransferResultList({ result, fromName, toName }: TransferResultListProps) {
  const { moved, clashes, dryRun } = result;
  if (!moved.length && !clashes.length) {
    return (
      <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground" role="status">
        {fromName} não tem agendamentos futuros para transferir.
      </p>
    );
  }
  return (
    <div className="grid gap-4" role="status">
      <section aria-label={dryRun ? 'Serão transferidos' : 'Transferidos'} className="grid gap-2">
        <h3 className="text-sm font-medium">
          {dryRun ? `Vão para ${toName}` : `Transferidos para ${toName}`} ({moved.length})
        </h3>
        {moved.length ? (
          <ul className="grid gap-1 text-sm">
            {moved.map((item) => (
              <li key={item.appointmentId} className="flex flex-wrap gap-x-2">
                <span className="font-medium tabular-nums">{item.when}</span>
                <span className="text-muted-foreground">{item.clientName}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhum: há conflito em todos os horários.</p>
        )}
      </section>
      {clashes.length > 0 && (
        <section
          aria-label="Conflitos"
          className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 dark:border-amber-700/60 dark:bg-amber-950/40"
        >
          <h3 className="text-sm font-medium">
            Ficam com {fromName} por conflito ({clashes.length})
          </h3>
          <ul className="grid gap-2 text-sm">
            {clashes.map((item) => (
              <li key={item.appointmentId} className="grid">
                <span>
                  <span className="font-medium tabular-nums">{item.when}</span>{' '}
                  <span className="text-muted-foreground">{item.clientName}</span>
                </span>
                <span className="text-muted-foreground">{item.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
