import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldFrame, FormField, TextareaField, describedBy } from '@/components/form-field';
import { intakeMessages as m } from '@core/messages.ts';
import { maskCnj, maskDate } from '@core/intake/intake-answers.ts';
import type { PublicIntakeDto } from '@core/schemas/intake-dto.ts';
import type { ClientFormValues } from '../lib/client-form';
import { NativeSelect } from './native-select';

type Question = PublicIntakeDto['questions'][number];

type IntakeFieldsProps = {
  questions: readonly Question[];
  register: UseFormRegister<ClientFormValues>;
  errors: FieldErrors<ClientFormValues>;
};

const optional = (question: Question) =>
  question.required ? question.label : `${question.label} (opcional)`;

/** Typing help per type: the mask and the keyboard a phone shows. */
const typing = {
  cnj_number: { mask: maskCnj, inputMode: 'numeric', placeholder: m.cnjPlaceholder, maxLength: 25 },
  date: { mask: maskDate, inputMode: 'numeric', placeholder: m.datePlaceholder, maxLength: 10 },
  cpf_cnpj: { mask: undefined, inputMode: 'numeric', placeholder: undefined, maxLength: 18 },
} as const;

/** The office's intake questions (decision 084), each as its type asks to be answered. */
export function IntakeFields({ questions, register, errors }: IntakeFieldsProps) {
  return questions.map((question) => {
    const id = `intake-${question.id}`;
    const name = `intakeAnswers.${question.id}` as const;
    const error = errors.intakeAnswers?.[question.id]?.message;
    const label = optional(question);
    const field = register(name);
    const required = question.required ? ('true' as const) : undefined;
    if (question.type === 'long_text') {
      return (
        <TextareaField
          key={id}
          id={id}
          label={label}
          rows={3}
          error={error}
          aria-required={required}
          {...field}
        />
      );
    }
    if (question.type === 'choice' || question.type === 'yes_no') {
      const options = question.type === 'yes_no' ? [m.yes, m.no] : question.options;
      return (
        <FieldFrame key={id} id={id} label={label} error={error}>
          <NativeSelect id={id} aria-required={required} {...describedBy({ id, error })} {...field}>
            <option value="">{m.choose}</option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect>
        </FieldFrame>
      );
    }
    const help = question.type in typing ? typing[question.type as keyof typeof typing] : undefined;
    return (
      <FormField
        key={id}
        id={id}
        label={label}
        error={error}
        aria-required={required}
        inputMode={help?.inputMode}
        placeholder={help?.placeholder}
        maxLength={help?.maxLength ?? 200}
        autoComplete="off"
        {...field}
        onChange={(event) => {
          if (help?.mask) event.target.value = help.mask(event.target.value);
          return field.onChange(event);
        }}
      />
    );
  });
}
