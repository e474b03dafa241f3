import * as ToastPrimitives from '@radix-ui/react-toast';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import type { ComponentProps, ReactElement } from 'react';
import { cn } from '@/lib/utils';

const ToastProvider = ToastPrimitives.Provider;

function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      label="Notificações ({hotkey})"
      // The list itself is the live region: Radix's default announcer duplicates the toast's
      // text in a hidden node, which makes every text lookup of a toast ambiguous.
      aria-live="polite"
      // Bottom right on wide screens, bottom on phones: clear of headings, toolbars and dialog
      // titles at the top; no screen has a fixed bottom bar, and the safe area keeps it above
      // the phone's home indicator. The empty list lets clicks through.
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:right-0 sm:left-auto sm:max-w-[420px] sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group pointer-events-auto relative flex w-full items-center justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=closed]:opacity-0 data-[state=open]:animate-[toast-in_180ms_ease-out]',
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

type ToastProps = ComponentProps<typeof ToastPrimitives.Root> & VariantProps<typeof toastVariants>;

function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitives.Root
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none group-data-[variant=destructive]:border-white/40 group-data-[variant=destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Fechar notificação"
      className={cn(
        'absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitives.Close>
  );
}

function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitives.Description>) {
  // Full strength: faded text on the destructive red falls under 4.5:1.
  return <ToastPrimitives.Description className={cn('text-sm', className)} {...props} />;
}

type ToastActionElement = ReactElement<typeof ToastAction>;

export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastActionElement,
  type ToastProps,
};
