import { Branch } from '@radix-ui/react-dismissable-layer';
import { useEffect, useRef } from 'react';
import { TOAST_DURATION_MS } from '@core/constants.ts';
import { Toast, ToastDescription, ToastTitle } from './toast';
import { useToast } from './use-toast';

/**
 * The notifications, in a list that is itself the live region (announced politely, never
 * duplicated in a hidden copy); F8 takes the focus to it. Bottom right on wide screens, bottom on
 * phones: clear of headings, toolbars and dialog titles at the top; the safe area keeps it above
 * the phone's home indicator. The empty list lets clicks through. Embedded on an office's website
 * the booking page lifts it by --toast-bottom to the bottom of what the visitor sees of the
 * iframe (features/booking/lib/embed-host.ts); elsewhere it is unset.
 */
export function Toaster() {
  const { toasts } = useToast();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') list.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    // A branch of any open dialog or menu: closing a toast does not count as a click outside them.
    <Branch asChild>
      <section aria-label="Notificações (F8)">
        <ol
          ref={list}
          tabIndex={-1}
          aria-live="polite"
          className="pointer-events-none fixed inset-x-0 bottom-[var(--toast-bottom,0px)] z-[100] flex max-h-screen w-full flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] outline-none sm:right-0 sm:left-auto sm:max-w-[420px] sm:p-4"
        >
          {toasts.map(({ id, title, description, action, ...props }) => (
            <Toast key={id} duration={TOAST_DURATION_MS} {...props}>
              <div className="grid gap-1">
                {title && <ToastTitle>{title}</ToastTitle>}
                {description && <ToastDescription>{description}</ToastDescription>}
              </div>
              {action}
            </Toast>
          ))}
        </ol>
      </section>
    </Branch>
  );
}
