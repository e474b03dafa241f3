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

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The button that closes without acting ('Cancelar' unless the action is itself a cancel). */
  cancelLabel?: string;
  /** Runs the action; the dialog closes when it resolves. */
  onConfirm: () => Promise<unknown>;
  /** 'default' when the action destroys nothing (a move to a time asked about). */
  tone?: 'destructive' | 'default';
};

/** Asks before an action (destructive unless told) and stays open (busy) until it finishes. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, pending, onConfirm } = props;

  const confirm = async (event: MouseEvent) => {
    event.preventDefault(); // keep the dialog open while the request runs
    await onConfirm().catch(() => undefined);
    onOpenChange(false);
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <AlertDialogContent>
        <DialogHeader className="pr-0">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </DialogHeader>
        <DialogFooter>
          <AlertDialogCancel disabled={pending}>
            {props.cancelLabel ?? 'Cancelar'}
          </AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={pending} tone={props.tone}>
            {pending ? props.pendingLabel : props.confirmLabel}
          </AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
