import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A form label (a native one: `select-none` already keeps a double click from selecting it). */
function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn(
        'flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export { Label };
