import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

type SwitchFieldProps = {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
};

/** A switch with its visible label (and an optional line of explanation) on one row. */
export function SwitchField({ id, label, description, ...switchProps }: SwitchFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border bg-background/60 px-4 py-3 dark:bg-input/10">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description && (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
      <Switch id={id} aria-describedby={descriptionId} {...switchProps} />
    </div>
  );
}
