import { SelectField } from '@/components/select-field';
import { FieldFrame, FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import type { WidgetOptions } from '../lib/embed-snippet';

const modes = [
  { value: 'inline', label: 'Na página' },
  { value: 'popup', label: 'Botão que abre uma janela' },
] as const;

const themes = [
  { value: 'auto', label: 'Automático (como o visitante)' },
  { value: 'light', label: 'Claro' },
  { value: 'dark', label: 'Escuro' },
] as const;

/** The colour shown while the office keeps Agendei's own (the input needs some value). */
const AGENDEI_BLUE = '#1d4ed8';

type EmbedOptionsProps = {
  options: WidgetOptions;
  onChange: (options: WidgetOptions) => void;
};

/** Modo, tema, cor and the popup button's text of the widget. */
export function EmbedOptions({ options, onChange }: EmbedOptionsProps) {
  const set = (change: Partial<WidgetOptions>) => onChange({ ...options, ...change });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="embed-mode"
        label="Modo"
        value={options.mode}
        options={modes}
        onValueChange={(mode) => set({ mode: mode as WidgetOptions['mode'] })}
      />
      <SelectField
        id="embed-theme"
        label="Tema"
        value={options.theme}
        options={themes}
        onValueChange={(theme) => set({ theme: theme as WidgetOptions['theme'] })}
      />
      <FieldFrame
        id="embed-accent"
        label="Cor"
        hint={options.accent ? options.accent : 'As cores do Agendei.'}
      >
        <div className="flex items-center gap-2">
          <input
            id="embed-accent"
            type="color"
            aria-describedby="embed-accent-hint"
            value={options.accent || AGENDEI_BLUE}
            onChange={(event) => set({ accent: event.target.value })}
            className="h-9 w-14 cursor-pointer rounded-md border bg-background p-1"
          />
          {options.accent && (
            <Button type="button" variant="ghost" size="sm" onClick={() => set({ accent: '' })}>
              Usar cor padrão
            </Button>
          )}
        </div>
      </FieldFrame>
      {options.mode === 'popup' && (
        <FormField
          id="embed-label"
          label="Texto do botão"
          value={options.label}
          maxLength={40}
          onChange={(event) => set({ label: event.target.value })}
        />
      )}
    </div>
  );
}
