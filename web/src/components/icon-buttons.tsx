import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

type IconButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** Accessible name, e.g. 'Editar Ana Souza'. */
  label: string;
};

/** A pencil button for a row's edit action. */
export function EditButton({ label, className, ...props }: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9', className)}
      aria-label={label}
      title="Editar"
      {...props}
    >
      <PencilIcon />
    </Button>
  );
}

/** A red bin button for a row's remove action. */
export function DeleteButton({ label, className, ...props }: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn(
        'size-9 text-destructive hover:bg-destructive/10 hover:text-destructive',
        className,
      )}
      aria-label={label}
      title="Remover"
      {...props}
    >
      <Trash2Icon />
    </Button>
  );
}
