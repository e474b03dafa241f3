import { KeyRoundIcon, TriangleAlertIcon } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';

/** A just-generated token in full, with its copy button: the only time anyone sees it. */
export function RevealedToken({ label, secret }: { label: string; secret: string }) {
  return (
    <section
      aria-label={label}
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4 dark:bg-primary/10"
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <KeyRoundIcon aria-hidden="true" className="size-4 text-primary" />
        {label}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <code className="min-w-0 flex-1 basis-52 rounded-md border bg-background px-3 py-2 font-mono text-sm break-all">
          {secret}
        </code>
        <CopyButton
          text={secret}
          label="Copiar token"
          showText
          copiedToast={{ title: 'Token copiado!' }}
        />
      </div>
      <p className="flex gap-2 text-sm">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Copie e guarde este token agora, em local seguro: por segurança, ele não será mostrado
        novamente.
      </p>
    </section>
  );
}
