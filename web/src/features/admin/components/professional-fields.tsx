import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { SwitchField } from '@/components/switch-field';
import { Label } from '@/components/ui/label';
import { timezoneOptions } from '@/lib/timezone-options';
import type { Timezone } from '../../../../../core/timezones.ts';

/** The fields of the add and edit professional forms, as the inputs hold them. */
export type ProfessionalFormValues = {
  name: string;
  email: string;
  password: string;
  title: string;
  description: string;
  color: string;
  timezone: Timezone;
  isActive: boolean;
};

type ProfessionalFieldsProps<Output extends FieldValues> = {
  form: UseFormReturn<ProfessionalFormValues, unknown, Output>;
  mode: 'create' | 'edit';
};

/** Name, e-mail, password, specialty, description, colour and time zone (and 'Ativo' on edit). */
export function ProfessionalFields<Output extends FieldValues>({
  form,
  mode,
}: ProfessionalFieldsProps<Output>) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const id = (field: string) => `professional-${mode}-${field}`;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id={id('name')}
        label="Nome"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id={id('email')}
        label="E-mail"
        type="email"
        autoComplete="off"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        id={id('password')}
        label="Senha"
        type="password"
        autoComplete="new-password"
        hint={mode === 'edit' ? 'Deixe em branco para manter a senha atual' : undefined}
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        id={id('title')}
        label="Especialidade"
        placeholder="Ex.: Direito Trabalhista"
        error={errors.title?.message}
        {...register('title')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          id={id('description')}
          label="Descrição"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={id('color')}>Cor</Label>
        <div className="flex items-center gap-3">
          <input
            id={id('color')}
            type="color"
            className="h-10 w-16 cursor-pointer rounded-md border border-input bg-background p-1"
            {...register('color')}
          />
          <span className="font-mono text-sm text-muted-foreground">{form.watch('color')}</span>
        </div>
        {errors.color?.message && (
          <p className="text-sm text-destructive">{errors.color.message}</p>
        )}
      </div>
      <Controller
        control={control}
        name="timezone"
        render={({ field, fieldState }) => (
          <SelectField
            id={id('timezone')}
            label="Fuso horário"
            value={field.value}
            onValueChange={field.onChange}
            options={timezoneOptions}
            error={fieldState.error?.message}
          />
        )}
      />
      {mode === 'edit' && (
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <SwitchField
                id={id('active')}
                label="Ativo"
                description="Um profissional inativo não consegue entrar no sistema."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
      )}
    </div>
  );
}
