import * as DialogPrimitive from '@radix-ui/react-dialog';
import { MenuIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { SidebarNav, type SidebarSection } from '@/components/app-sidebar';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { overlayClassName } from '@/components/ui/dialog';

/** Phones: a menu button in the header opens the sidebar as a drawer over the page. */
export function SidebarDrawer({ sections }: { sections: SidebarSection[] }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="ghost" size="icon" className="-ml-1 md:hidden" aria-label="Abrir menu">
          <MenuIcon className="size-5" aria-hidden="true" />
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClassName} />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(19rem,calc(100vw-3rem))] flex-col border-r bg-sidebar shadow-xl data-[state=open]:animate-[drawer-in_200ms_ease-out]"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
            <DialogPrimitive.Title asChild>
              <span>
                <Brand />
                <span className="sr-only">Menu</span>
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Fechar menu">
                <XIcon className="size-5" aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col pt-3">
            <SidebarNav sections={sections} onChoose={() => setOpen(false)} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
