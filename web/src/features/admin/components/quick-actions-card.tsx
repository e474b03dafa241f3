import { CalendarPlusIcon, ClockIcon, UserPlusIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';

type QuickActionsCardProps = {
  onCreateAppointment: () => void;
  onAddUser: () => void;
  onManageHours: () => void;
};

/** 'Ações Rápidas': new appointment, new professional, a professional's hours. */
export function QuickActionsCard({
  onCreateAppointment,
  onAddUser,
  onManageHours,
}: QuickActionsCardProps) {
  const actions = [
    {
      label: 'Criar Agendamento',
      hint: 'Para qualquer profissional',
      icon: CalendarPlusIcon,
      onClick: onCreateAppointment,
    },
    {
      label: 'Adicionar Usuário',
      hint: 'Um novo profissional',
      icon: UserPlusIcon,
      onClick: onAddUser,
    },
    {
      label: 'Gerenciar Horários',
      hint: 'Disponibilidade da equipe',
      icon: ClockIcon,
      onClick: onManageHours,
    },
  ];
  return (
    <SectionCard title="Ações Rápidas" contentClassName="grid gap-2">
      {actions.map(({ label, hint, icon: Icon, onClick }) => (
        <Button
          key={label}
          variant="outline"
          className="h-auto justify-start gap-3 py-3"
          onClick={onClick}
        >
          <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">
            <Icon className="size-4.5" aria-hidden="true" />
          </span>
          <span className="grid text-left">
            <span className="font-medium">{label}</span>
            <span className="text-xs font-normal text-muted-foreground">{hint}</span>
          </span>
        </Button>
      ))}
    </SectionCard>
  );
}
