import { useEffect, useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { FieldFrame, FormField, TextareaField } from '@/components/form-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { getFieldErrors } from '@/lib/api-client';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { INTAKE_TYPES, type IntakeType } from '@core/intake/intake-answers.ts';
import { intakeMessages as m } from '@core/messages.ts';
import type { IntakeQuestionDto } from '@core/schemas/intake.ts';
import { useSaveIntakeQuestion } from '../api/intake-questions';

/** `null` closes the dialog, 'new' creates, a question edits it. */
export type IntakeQuestionTarget = IntakeQuestionDto | 'new' | null;

type Draft = {
  label: string;
  type: IntakeType;
  required: boolean;
  options: string;
  serviceIds: string[];
};
const blank: Draft = { label: '', type: 'short_text', required: true, options: '', serviceIds: [] };

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 dark:bg-input/30';

type IntakeQuestionDialogProps = {
  target: IntakeQuestionTarget;
  onClose: () => void;
  /** The office's services a question may be limited to. */
  services: Array<{ id: string; name: string }>;
};

/** 'Nova pergunta' / 'Editar pergunta': the question, its type, whether required, and where asked. */
export function IntakeQuestionDialog({ target, onClose, services }: IntakeQuestionDialogProps) {
  const save = useSaveIntakeQuestion();
  const editing = target !== null && target !== 'new' ? target : null;
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (target === null) return;
    setErrors({});
    setDraft(
      target === 'new'
        ? blank
        : { ...target, options: target.options.join('\n'), serviceIds: target.serviceIds },
    );
  }, [target]);

  const change = (patch: Partial<Draft>) => setDraft((before) => ({ ...before, ...patch }));
  const toggleService = (id: string, on: boolean) =>
    change({
      serviceIds: on ? [...draft.serviceIds, id] : draft.serviceIds.filter((own) => own !== id),
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      ...draft,
      options: draft.options
        .split('\n')
        .map((option) => option.trim())
        .filter(Boolean),
    };
    try {
      await save.mutateAsync({ id: editing?.id, body });
      notifySuccess(editing ? m.updatedTitle : m.createdTitle, body.label);
      onClose();
    } catch (error) {
      setErrors(getFieldErrors(error));
      notifyFailure(error, { title: 'Erro', fallback: m.saveError });
    }
  };

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? m.editQuestion : m.newQuestion}
      description={m.cardDescription}
      onSubmit={submit}
      submitLabel={editing ? 'Salvar alterações' : 'Criar pergunta'}
      pending={save.isPending}
    >
      <FormField
        id="intake-label"
        label={m.labelLabel}
        value={draft.label}
        maxLength={200}
        error={errors.label}
        onChange={(event) => change({ label: event.target.value })}
      />
      <FieldFrame id="intake-type" label={m.typeLabel}>
        <select
          id="intake-type"
          className={selectClass}
          value={draft.type}
          onChange={(event) => change({ type: event.target.value as IntakeType })}
        >
          {INTAKE_TYPES.map((type) => (
            <option key={type} value={type}>
              {m.types[type]}
            </option>
          ))}
        </select>
      </FieldFrame>
      {draft.type === 'choice' && (
        <TextareaField
          id="intake-options"
          label={m.optionsLabel}
          rows={4}
          value={draft.options}
          error={errors.options}
          onChange={(event) => change({ options: event.target.value })}
        />
      )}
      <div className="flex items-center gap-3">
        <Checkbox
          id="intake-required"
          checked={draft.required}
          onCheckedChange={(checked) => change({ required: checked === true })}
        />
        <Label htmlFor="intake-required">{m.requiredLabel}</Label>
      </div>
      {services.length > 0 && (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">{m.servicesLabel}</legend>
          <p className="text-xs text-muted-foreground">{m.servicesHint}</p>
          {services.map((service) => (
            <div key={service.id} className="flex items-center gap-3">
              <Checkbox
                id={`intake-service-${service.id}`}
                checked={draft.serviceIds.includes(service.id)}
                onCheckedChange={(checked) => toggleService(service.id, checked === true)}
              />
              <Label htmlFor={`intake-service-${service.id}`}>{service.name}</Label>
            </div>
          ))}
          {errors.serviceIds && <p className="text-sm text-destructive">{errors.serviceIds}</p>}
        </fieldset>
      )}
    </FormDialog>
  );
}
