import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage, getFieldErrors } from '@/lib/api-client';

/** A success toast. */
export function notifySuccess(title: string, description?: string) {
  toast({ title, description });
}

type FailureOptions<Values extends FieldValues> = {
  title: string;
  /** Shown when the server sent no message of its own. */
  fallback?: string;
  /** When given, the server's field errors are shown under the fields. */
  setError?: UseFormSetError<Values>;
};

/** A destructive toast with the server's pt-BR message (or the fallback), plus field errors. */
export function notifyFailure<Values extends FieldValues>(
  error: unknown,
  { title, fallback, setError }: FailureOptions<Values>,
) {
  toast({ variant: 'destructive', title, description: getErrorMessage(error) ?? fallback });
  if (!setError) return;
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    setError(field as Path<Values>, { type: 'server', message });
  }
}

/** The settings screens' save failure (SPEC §8), with the server's field errors inline. */
export function notifySettingsFailure<Values extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<Values>,
) {
  notifyFailure(error, {
    title: 'Erro ao salvar',
    fallback: 'Não foi possível salvar as configurações. Tente novamente.',
    setError,
  });
}
