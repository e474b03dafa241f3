import { formatDate } from '../lib/format-dates';

type TokenStatusProps = { masked: string | null; expiresAt: string | null };

/** The live token as the server shows it (its first characters) and its last valid day. */
export function TokenStatus({ masked, expiresAt }: TokenStatusProps) {
  if (!masked) {
    return <p className="text-sm text-muted-foreground">Nenhum token gerado ainda.</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <code className="rounded-md border bg-muted/50 px-3 py-1.5 font-mono text-sm">{masked}</code>
      {expiresAt && (
        <span className="text-sm text-muted-foreground">Válido até {formatDate(expiresAt)}</span>
      )}
    </div>
  );
}
