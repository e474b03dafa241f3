import { CodeXmlIcon } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { SelectField } from '@/components/select-field';
import { SectionCard } from '@/components/section-card';
import {
  type WidgetLink,
  type WidgetOptions,
  defaultWidgetOptions,
  embedSnippet,
} from '../lib/embed-snippet';
import { EmbedOptions } from './embed-options';
import { EmbedPreview } from './embed-preview';

export type WidgetLinkChoice = { value: string; label: string; link: WidgetLink };

/**
 * The widget for the office's own website: which link, how it looks, the snippet to paste with
 * 'Copiar código', and a live preview of the real widget.
 */
export function EmbedWidgetCard({ links }: { links: readonly WidgetLinkChoice[] }) {
  const [chosen, setChosen] = useState(links[0]!.value);
  const [options, setOptions] = useState<WidgetOptions>(defaultWidgetOptions);
  const link = (links.find((choice) => choice.value === chosen) ?? links[0]!).link;
  const snippet = embedSnippet(window.location.origin, link, options);
  return (
    <SectionCard
      title={
        <span className="flex items-center gap-2 text-base">
          <CodeXmlIcon className="size-4.5 text-primary" aria-hidden="true" />
          Widget para o seu site
        </span>
      }
      description="Cole este código no site do escritório, onde a agenda deve aparecer: o cliente agenda sem sair do site."
      contentClassName="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="embed-link"
          label="Link"
          value={chosen}
          options={links}
          onValueChange={setChosen}
        />
      </div>
      <EmbedOptions options={options} onChange={setOptions} />
      <div className="grid gap-2">
        <code
          aria-label="Código do widget"
          className="rounded-md border bg-muted px-3 py-2.5 font-mono text-[13px] break-all select-all"
        >
          {snippet}
        </code>
        <div>
          <CopyButton
            text={snippet}
            label="Copiar código"
            buttonText="Copiar código"
            showText
            copiedToast={{ title: 'Código copiado!', description: 'Cole-o no HTML do seu site.' }}
          />
        </div>
      </div>
      <section aria-label="Pré-visualização" className="grid gap-2">
        <h3 className="text-sm font-medium">Pré-visualização</h3>
        <EmbedPreview snippet={snippet} />
      </section>
    </SectionCard>
  );
}
