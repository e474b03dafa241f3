import { BriefcaseBusinessIcon, ClockIcon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteButton, EditButton } from '@/components/icon-buttons';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatBrl } from '@/lib/format-currency';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { officeServicesMessages as m } from '@core/messages.ts';
import { centsToBrl } from '@core/money.ts';
import type { OfficeServiceDto } from '@core/schemas/office-services.ts';
import { useDeleteOfficeService } from '../api/office-services';

/** A professional who offers it, with their own price and duration when they have them. */
function offerText(
  offer: OfficeServiceDto['professionals'][number],
  nameOf: (id: string) => string,
) {
  const own = [
    offer.priceOverrideCents === null ? '' : formatBrl(centsToBrl(offer.priceOverrideCents)),
    offer.durationOverrideMinutes === null ? '' : `${offer.durationOverrideMinutes} min`,
  ].filter(Boolean);
  const name = nameOf(offer.userId);
  return own.length ? `${name} (${own.join(', ')})` : name;
}

type OfficeServicesListProps = {
  services: OfficeServiceDto[];
  /** Names of the office's professionals, by id. */
  nameOf: (userId: string) => string;
  onEdit: (service: OfficeServiceDto) => void;
};

/** The office's services as cards (price, duration, who offers it), or the empty state. */
export function OfficeServicesList({ services, nameOf, onEdit }: OfficeServicesListProps) {
  const remove = useDeleteOfficeService();
  const [deleting, setDeleting] = useState<OfficeServiceDto | null>(null);

  if (services.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
        <BriefcaseBusinessIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{m.empty}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{m.cardDescription}</p>
      </div>
    );
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(m.deletedTitle, deleting.name);
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: m.deleteError });
    }
  };

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.id}>
            <Card className="h-full gap-4 py-5" aria-label={service.name} role="article">
              <CardHeader className="flex-row items-start justify-between gap-3 px-5">
                <CardTitle className="text-base leading-snug break-words">{service.name}</CardTitle>
                <StatusBadge active={service.isActive} />
              </CardHeader>
              <CardContent className="grid flex-1 content-start gap-2 px-5">
                <p className="flex items-start gap-1.5 text-sm break-words">
                  <UsersIcon
                    className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                  <span>
                    {service.professionals.map((offer) => offerText(offer, nameOf)).join(', ')}
                  </span>
                </p>
              </CardContent>
              <CardFooter className="flex-wrap justify-between gap-3 border-t px-5 pt-4">
                <div className="grid gap-0.5">
                  <span className="text-lg font-semibold tabular-nums">
                    {formatBrl(centsToBrl(service.priceCents))}
                  </span>
                  <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
                    <ClockIcon className="size-4" aria-hidden="true" />
                    {service.duration} min
                  </span>
                </div>
                <div className="flex gap-1">
                  <EditButton label={`Editar ${service.name}`} onClick={() => onEdit(service)} />
                  <DeleteButton
                    label={`Excluir ${service.name}`}
                    title="Excluir"
                    onClick={() => setDeleting(service)}
                  />
                </div>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={m.deleteConfirm(deleting?.name ?? '')}
        description="Ele deixa de aparecer nas páginas de agendamento de todos os profissionais. Agendamentos já atendidos mantêm o nome do serviço."
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
