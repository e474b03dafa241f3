import { CopyButton } from '@/components/copy-button';

type CopyableValueProps = {
  label: string;
  value: string;
  /** Names the copy button, e.g. 'Copiar URL base'. */
  copyLabel: string;
  hint?: string;
};

/** A labelled address shown whole, with a button that copies it. */
export function CopyableValue({ label, value, copyLabel, hint }: CopyableValueProps) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{label}</h3>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md border bg-muted/50 px-3 py-2 font-mono text-xs wrap-anywhere sm:text-sm">
          {value}
        </code>
        <CopyButton text={value} label={copyLabel} />
      </div>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
