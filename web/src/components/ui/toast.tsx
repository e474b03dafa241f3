import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { type ReactElement, type ReactNode, useEffect, useState } from 'react';

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full animate-[toast-in_180ms_ease-out] items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border bg-popover text-popover-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type ToastProps = VariantProps<typeof toastVariants> & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** Something a toast offers to do (none of ours does yet). */
type ToastActionElement = ReactElement;

type ToastItemProps = ToastProps & { duration: number; children: ReactNode };

/**
 * One notification of the list: it closes itself after `duration`, except while the pointer or
 * the keyboard focus is on it (time to read it); Esc or its close button close it at once.
 */
function Toast({ variant, open = true, onOpenChange, duration, children }: ToastItemProps) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(() => onOpenChange?.(false), duration);
    return () => clearTimeout(timer);
  }, [open, held, duration, onOpenChange]);
  if (!open) return null;
  return (
    <li
      data-variant={variant ?? 'default'}
      className={toastVariants({ variant })}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onOpenChange?.(false);
      }}
    >
      {children}
      <button
        type="button"
        aria-label="Fechar notificação"
        onClick={() => onOpenChange?.(false)}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <XIcon className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

function ToastTitle({ children }: { children: ReactNode }) {
  return <div className="text-sm font-semibold">{children}</div>;
}

function ToastDescription({ children }: { children: ReactNode }) {
  // Full strength: faded text on the destructive red falls under 4.5:1.
  return <div className="text-sm">{children}</div>;
}

export { Toast, ToastDescription, ToastTitle, type ToastActionElement, type ToastProps };
