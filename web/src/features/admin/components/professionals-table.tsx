import {
  ArrowRightLeftIcon,
  ClockIcon,
  EllipsisVerticalIcon,
  PackageIcon,
  PowerIcon,
  PowerOffIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { CopyButton } from '@/components/copy-button';
import { StatusBadge } from '@/components/status-badge';
import { DeleteButton, EditButton } from '@/components/icon-buttons';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { UserDto } from '@core/schemas/auth.ts';
import { ProfessionalColorDot } from './professional-color-dot';

type ProfessionalsTableProps = {
  users: UserDto[];
  currentUserId: string;
  onEdit: (user: UserDto) => void;
  onRemove: (user: UserDto) => void;
  /** 'Desativar' (asks first) or 'Reativar' (at once), and 'Transferir agendamentos'. */
  onSetActive: (user: UserDto, active: boolean) => void;
  onTransfer: (user: UserDto) => void;
};

type ManageMenuProps = Pick<ProfessionalsTableProps, 'onSetActive' | 'onTransfer'> & {
  user: UserDto;
  isSelf: boolean;
};

const bookingPath = (user: UserDto) => `/book/${user.bookingSlug}`;

/**
 * The professional's own screens an admin manages for them (?userId=…), and their hand-over:
 * 'Transferir agendamentos', 'Desativar' / 'Reativar' (never one's own account).
 */
function ManageMenu({ user, isSelf, onSetActive, onTransfer }: ManageMenuProps) {
  const query = `?userId=${encodeURIComponent(user.id)}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Gerenciar ${user.name}`}
          title="Horários, produtos e desativação"
        >
          <EllipsisVerticalIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link href={`/availability${query}`}>
            <ClockIcon aria-hidden="true" />
            Horários
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/products${query}`}>
            <PackageIcon aria-hidden="true" />
            Produtos & Serviços
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onTransfer(user)}>
          <ArrowRightLeftIcon aria-hidden="true" />
          Transferir agendamentos
        </DropdownMenuItem>
        {!isSelf &&
          (user.isActive ? (
            <DropdownMenuItem variant="destructive" onSelect={() => onSetActive(user, false)}>
              <PowerOffIcon aria-hidden="true" />
              Desativar
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => onSetActive(user, true)}>
              <PowerIcon aria-hidden="true" />
              Reativar
            </DropdownMenuItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Name, specialty, status, booking link with copy, edit and delete (SPEC §2). */
export function ProfessionalsTable({
  users,
  currentUserId,
  onEdit,
  onRemove,
  onSetActive,
  onTransfer,
}: ProfessionalsTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm">
        <thead className="border-b text-left text-xs font-medium tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="py-3 pr-3 pl-4 font-medium sm:pl-6">
              Nome
            </th>
            <th scope="col" className="px-3 py-3 font-medium max-md:hidden">
              Especialidade
            </th>
            <th scope="col" className="px-3 py-3 font-medium max-sm:hidden">
              Status
            </th>
            <th scope="col" className="px-3 py-3 font-medium max-lg:hidden">
              Link de agendamento
            </th>
            <th scope="col" className="py-3 pr-4 pl-3 text-right font-medium sm:pr-6">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {users.map((user) => {
            const link = `${window.location.origin}${bookingPath(user)}`;
            const copyLabel = `Copiar link de ${user.name}`;
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id} className="transition-colors hover:bg-muted/40">
                <td className="py-3 pr-3 pl-4 sm:pl-6">
                  <div className="flex min-w-0 items-center gap-2.5">
                    <ProfessionalColorDot color={user.color} />
                    <div className="min-w-0">
                      <p className="truncate font-medium">{user.name}</p>
                      <p className="truncate text-xs text-muted-foreground md:hidden">
                        {user.title || 'Sem especialidade'}
                      </p>
                      <StatusBadge active={user.isActive} className="mt-1 sm:hidden" />
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 text-muted-foreground max-md:hidden">
                  {user.title || '—'}
                </td>
                <td className="px-3 py-3 max-sm:hidden">
                  <StatusBadge active={user.isActive} />
                </td>
                <td className="px-3 py-3 max-lg:hidden">
                  <div className="flex items-center gap-2">
                    <code className="w-44 truncate rounded bg-muted px-2 py-1 text-xs xl:w-52">
                      {bookingPath(user)}
                    </code>
                    <CopyButton text={link} label={copyLabel} />
                  </div>
                </td>
                <td className="py-3 pr-4 pl-3 sm:pr-6">
                  <div className="flex justify-end gap-1">
                    <span className="lg:hidden">
                      <CopyButton text={link} label={copyLabel} />
                    </span>
                    <EditButton label={`Editar ${user.name}`} onClick={() => onEdit(user)} />
                    <ManageMenu
                      user={user}
                      isSelf={isSelf}
                      onSetActive={onSetActive}
                      onTransfer={onTransfer}
                    />
                    <DeleteButton
                      label={`Remover ${user.name}`}
                      title={isSelf ? 'Você não pode remover a sua própria conta' : 'Remover'}
                      disabled={isSelf}
                      onClick={() => onRemove(user)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
