import { useLatePix } from '@/features/organization/api/pix-psp';
import { formatBrl } from '@/lib/format-currency';
import { pixPspMessages as m } from '@core/messages.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';

/**
 * The Pix that arrived after their booking's hold had released the time (decision 085): the
 * office refunds them at its bank by their end-to-end id. Nothing is shown while it loads.
 */
export function LatePixList() {
  const late = useLatePix();
  if (!late.data) return null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <section aria-labelledby="late-pix-title" className="grid gap-2 border-t pt-4">
      <h3 id="late-pix-title" className="text-sm font-semibold">
        {m.lateTitle}
      </h3>
      {late.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.lateEmpty}</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{m.lateIntro}</p>
          <ul className="grid gap-2">
            {late.data.map((pix) => (
              <li key={pix.id} className="rounded-md border px-3 py-2 text-sm">
                <p className="font-medium">
                  {m.lateItem(formatBrl(pix.amount), formatDateTimeIn(pix.paidAt, zone))}
                </p>
                <p className="text-muted-foreground">
                  {m.lateId}: <span className="font-mono break-all">{pix.endToEndId}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
