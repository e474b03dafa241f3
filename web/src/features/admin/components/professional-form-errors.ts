import type { FieldErrors } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import { validationMessages } from '@core/messages.ts';

/**
 * Nothing is sent while the form is invalid (SPEC §5): a blank required field gives
 * 'Preencha todos os campos obrigatórios.', any other problem its own message.
 */
export function toastInvalidProfessional(errors: FieldErrors) {
  const found = Object.values(errors).map((error) => error?.message);
  const blank = found.includes(validationMessages.required);
  const first = found.find((message): message is string => typeof message === 'string');
  toast({
    variant: 'destructive',
    title: 'Erro',
    description: blank ? validationMessages.requiredFields : first,
  });
}
