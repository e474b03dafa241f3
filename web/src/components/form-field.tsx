import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type FieldFrameProps = { id: string; label: string; error?: string; hint?: string };

/** aria attributes tying a control to its hint and inline error. */
export function describedBy({ id, error, hint }: Omit<FieldFrameProps, 'label'>) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** Label, control, then the hint and the inline pt-BR error under it. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

type FormFieldProps = ComponentProps<'input'> & FieldFrameProps;

/** A labelled input with its hint and inline error. */
export function FormField({ id, label, error, hint, ...inputProps }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Input id={id} {...describedBy({ id, error, hint })} {...inputProps} />
    </FieldFrame>
  );
}

type TextareaFieldProps = ComponentProps<'textarea'> & FieldFrameProps;

/** A labelled multi-line text with its hint and inline error. */
export function TextareaField({ id, label, error, hint, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Textarea id={id} {...describedBy({ id, error, hint })} {...textareaProps} />
    </FieldFrame>
  );
}
