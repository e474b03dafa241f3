import { type FormEvent, useState } from 'react';
import { SaveButton } from '@/components/save-button';
import { SelectField } from '@/components/select-field';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { privacyMessages } from '@core/messages-privacy.ts';
import { RETENTION_MONTH_CHOICES } from '@core/schemas/privacy.ts';
import { useSaveRetention } from '../api/save-retention';

/** Radix needs a non-empty value for "off". */
const OFF = 'off';

const optionFor = (months: number) => ({ value: String(months), label: `${months} meses` });

/** 'Anonimizar dados de clientes': off, or some months after a client's last appointment. */
export function RetentionForm({ saved }: { saved: number | null }) {
  const save = useSaveRetention();
  const [draft, setDraft] = useState<string>();
  const value = draft ?? (saved === null ? OFF : String(saved));
  const choices: number[] = [...RETENTION_MONTH_CHOICES];
  // A period set through the API keeps its own option.
  if (saved !== null && !choices.includes(saved)) choices.push(saved);
  const options = [
    { value: OFF, label: 'Desativado' },
    ...choices.sort((a, b) => a - b).map(optionFor),
  ];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const retentionMonths = value === OFF ? null : Number(value);
    try {
      await save.mutateAsync({ retentionMonths });
      setDraft(undefined);
      notifySuccess(
        privacyMessages.retentionSaved,
        retentionMonths === null
          ? 'A anonimização automática está desativada.'
          : `Os clientes sem agendamento há mais de ${retentionMonths} meses serão anonimizados automaticamente.`,
      );
    } catch (error) {
      notifySettingsFailure(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <SelectField
        id="privacy-retention"
        label="Anonimizar dados de clientes"
        value={value}
        onValueChange={setDraft}
        options={options}
        hint="Meses após o último agendamento de cada cliente, verificados a cada hora. Os horários continuam na agenda e nas estatísticas, sem nome, e-mail, telefone nem observações."
      />
      <SaveButton pending={save.isPending} />
    </form>
  );
}
