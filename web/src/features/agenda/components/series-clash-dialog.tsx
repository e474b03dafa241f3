import type { MouseEvent } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { DialogFooter, DialogHeader } from '@/components/ui/dialog';
import type { SeriesClashDto } from '@core/schemas/appointment-series.ts';

type SeriesClashDialogProps = {
  clashes: SeriesClashDto[];
  pending: boolean;
  onSkip: () => Promise<unknown>;
  onClose: () => void;
};

/** The taken dates of a series, each with why: skip them and create the rest, or cancel. */
export function SeriesClashDialog({ clashes, pending, onSkip, onClose }: SeriesClashDialogProps) {
  const skip = async (event: MouseEvent) => {
    event.preventDefault();
    await onSkip().catch(() => undefined);
  };
  return (
    <AlertDialog open={clashes.length > 0} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <DialogHeader className="pr-0">
          <AlertDialogTitle>Conflitos na série</AlertDialogTitle>
          <AlertDialogDescription>
            {clashes.length === 1
              ? 'Esta data já está ocupada:'
              : `Estas ${clashes.length} datas já estão ocupadas:`}
          </AlertDialogDescription>
        </DialogHeader>
        <ul aria-label="Datas em conflito" className="grid max-h-60 gap-2 overflow-y-auto text-sm">
          {clashes.map((clash) => (
            <li key={clash.startTime} className="rounded-md border px-3 py-2">
              <span className="font-medium">{clash.label}</span>
              <span className="block text-muted-foreground">{clash.reason}</span>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={skip} tone="default">
            {pending ? 'Criando...' : 'Pular conflitos e criar os demais'}
          </AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
