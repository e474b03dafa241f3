import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '@/components/form-field';

type PasswordTwice = { password: string; confirmPassword: string };

type NewPasswordFieldsProps = {
  idPrefix: string;
  labels: { password: string; confirm: string };
  register: UseFormRegister<PasswordTwice>;
  errors: FieldErrors<PasswordTwice>;
};

/** A password someone chooses, and its confirmation, with the rules it must follow. */
export function NewPasswordFields({ idPrefix, labels, register, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={labels.password}
        type="password"
        autoComplete="new-password"
        hint="Pelo menos 6 caracteres. Senhas comuns, como 123456, são recusadas."
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        id={`${idPrefix}-confirm-password`}
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
