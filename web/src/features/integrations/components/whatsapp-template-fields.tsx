import { useFormContext } from 'react-hook-form';
import { FormField } from '@/components/form-field';
import { WHATSAPP_NOTIFICATIONS } from '@core/schemas/whatsapp.ts';
import {
  type WhatsappFormValues,
  confirmationTemplateHint,
  templateExample,
  templateLabels,
  templateParameterLabels,
  waitlistOfferParameterNote,
} from '../lib/whatsapp-form';

/** The template names and the parameters each template must take, in order. */
export function WhatsappTemplateFields() {
  const { register, formState } = useFormContext<WhatsappFormValues>();
  const errors = formState.errors.templates;
  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="text-sm font-medium">Modelos de mensagem</legend>
      <div className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
        <p className="text-muted-foreground">
          Crie e aprove na Meta (Gerenciador do WhatsApp → Modelos de mensagem) um modelo para cada
          aviso, com estes parâmetros no corpo, nesta ordem:
        </p>
        <ol className="grid gap-1" aria-label="Parâmetros dos modelos">
          {templateParameterLabels.map((label, index) => (
            <li key={label} className="flex gap-2">
              <code className="shrink-0 font-mono text-xs leading-5">{`{{${index + 1}}}`}</code>
              <span>{label}</span>
            </li>
          ))}
        </ol>
        <p className="text-xs break-words text-muted-foreground">
          Exemplo: <span className="font-mono">{templateExample}</span>
        </p>
        <p className="text-xs text-muted-foreground">{waitlistOfferParameterNote}</p>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {WHATSAPP_NOTIFICATIONS.map((notification) => (
          // The 'Confirmar presença' template's field takes the row: its hint lists its buttons.
          <div
            key={notification}
            className={notification === 'confirmation' ? 'sm:col-span-2' : ''}
          >
            <FormField
              id={`whatsapp-template-${notification}`}
              label={templateLabels[notification]}
              autoComplete="off"
              spellCheck={false}
              hint={notification === 'confirmation' ? confirmationTemplateHint : undefined}
              error={errors?.[notification]?.message}
              {...register(`templates.${notification}`)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
