import { Maximize2Icon, Minimize2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SharedAgenda, useSharedAgendaState } from './shared-agenda';

/** 'Agenda Compartilhada' on the admin dashboard, with a full-screen overlay of its own. */
export function SharedAgendaCard() {
  const [expanded, setExpanded] = useState(false);
  const state = useSharedAgendaState();
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">Agenda Compartilhada</CardTitle>
          <CardDescription>
            Todos os atendimentos da equipe. Arraste um agendamento para outro horário para
            remarcar.
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => setExpanded(true)}>
          <Maximize2Icon aria-hidden="true" />
          Tela cheia
        </Button>
      </CardHeader>
      <CardContent className="px-3 sm:px-6">{!expanded && <SharedAgenda {...state} />}</CardContent>
      <Dialog open={expanded} onOpenChange={setExpanded}>
        <DialogContent className="top-0 left-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-4 rounded-none border-0 p-3 sm:max-w-none sm:p-5 [&>button:last-child]:hidden">
          <div className="flex flex-wrap items-center justify-between gap-3 pr-1">
            <div className="grid gap-0.5">
              <DialogTitle>Agenda Compartilhada</DialogTitle>
              <DialogDescription>Atualizada automaticamente a cada 30 segundos.</DialogDescription>
            </div>
            <Button variant="outline" size="sm" onClick={() => setExpanded(false)}>
              <Minimize2Icon aria-hidden="true" />
              Sair da tela cheia
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {expanded && <SharedAgenda {...state} />}
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
