import { CalendarXIcon } from 'lucide-react';

/** A shared link is headed with the office the client books with. */
function OfficeHeading({ organizationName }: { organizationName: string }) {
  return (
    <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
      Agende com {organizationName}
    </h1>
  );
}

export function OfficeIntro({ organizationName }: { organizationName: string }) {
  return (
    <div className="space-y-2">
      <OfficeHeading organizationName={organizationName} />
      <p className="text-muted-foreground">
        Escolha o profissional, o dia e o horário que forem melhores para você.
      </p>
    </div>
  );
}

/** A shared link of an office where nobody has opening hours yet. */
export function NoOpenHours({ organizationName }: { organizationName: string }) {
  return (
    <div className="grid gap-6 sm:gap-8">
      <OfficeHeading organizationName={organizationName} />
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-background p-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <CalendarXIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">Nenhum horário disponível no momento</h2>
        <p className="max-w-prose text-sm text-muted-foreground">
          {organizationName} ainda não abriu horários para agendamento online. Tente novamente mais
          tarde.
        </p>
      </div>
    </div>
  );
}
