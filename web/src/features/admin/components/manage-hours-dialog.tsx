import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { UserDto } from '@core/schemas/auth.ts';

type ManageHoursDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  team: UserDto[];
};

/** 'Gerenciar Horários': choose a professional, then open their weekly availability. */
export function ManageHoursDialog({ open, onOpenChange, team }: ManageHoursDialogProps) {
  const [, navigate] = useLocation();
  const [userId, setUserId] = useState('');
  useEffect(() => {
    if (open) setUserId('');
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Gerenciar Horários</DialogTitle>
          <DialogDescription>
            Escolha de quem são os horários de atendimento a ajustar.
          </DialogDescription>
        </DialogHeader>
        <SelectField
          id="manage-hours-professional"
          label="Profissional"
          placeholder="Selecione um profissional"
          value={userId}
          onValueChange={setUserId}
          options={team.map((member) => ({ value: member.id, label: member.name }))}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button
            disabled={!userId}
            onClick={() => navigate(`/availability?userId=${encodeURIComponent(userId)}`)}
          >
            Abrir horários
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
