import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { SelectField } from '@/components/select-field';
import { SwitchField } from '@/components/switch-field';
import { timezoneOptions } from '@/lib/timezone-options';
import { areasMessages } from '@core/messages.ts';
import type { Timezone } from '@core/timezones.ts';
import { ProfessionalColorField } from './professional-color-field';

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
  /** Areas of practice as typed, separated by commas. */
  areas: string;
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
        <FormField
          id={id('areas')}
          label={areasMessages.label}
          placeholder="Ex.: Trabalhista, Família"
          hint={areasMessages.hint}
          error={errors.areas?.message}
          {...register('areas')}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          id={id('description')}
          label="Descrição"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
      </div>
      <ProfessionalColorField
        id={id('color')}
        value={form.watch('color')}
        error={errors.color?.message}
        registration={register('color')}
      />
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
