import { ClockIcon, PackageIcon } from 'lucide-react';
import { Link } from 'wouter';
import { BookingLinkRow } from '@/components/booking-link-row';
import { StatusBadge } from '@/components/status-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { UserDto } from '@core/schemas/auth.ts';
import { ProfessionalColorDot } from './professional-color-dot';

/** One professional's agenda: colour, status and their two booking links. */
export function IndividualAgendaView({ user }: { user: UserDto }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle className="flex flex-wrap items-center gap-2 text-lg">
            <ProfessionalColorDot color={user.color} className="size-4" />
            {user.name}
            <StatusBadge active={user.isActive} />
          </CardTitle>
          <CardDescription>{user.title || 'Sem especialidade informada'}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={`/availability?userId=${user.id}`}>
              <ClockIcon aria-hidden="true" />
              Gerenciar horários
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={`/products?userId=${user.id}`}>
              <PackageIcon aria-hidden="true" />
              Produtos & Serviços
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <BookingLinkRow
          title="Link individual"
          description="Abre direto a agenda deste profissional."
          path={`/book/personal/${user.bookingSlug}`}
          copyLabel={`Copiar link individual de ${user.name}`}
        />
        <BookingLinkRow
          title="Link compartilhado"
          description="A agenda da equipe, com este profissional já escolhido."
          path={`/book/${user.bookingSlug}`}
          copyLabel={`Copiar link compartilhado de ${user.name}`}
        />
      </CardContent>
    </Card>
  );
}
