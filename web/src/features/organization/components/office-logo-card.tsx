import { ImageIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { useOrganization, useRemoveLogo, useUploadLogo } from '../api/organization';

/** A file's bytes as base64 (the server tells its type by them). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The office's logo on its booking pages: PNG, JPEG or WebP up to 512 KB (decision 078). */
export function OfficeLogoCard() {
  const organization = useOrganization(true);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const logoUrl = organization.data?.logoUrl;
  const name = organization.data?.name ?? 'escritório';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      await upload.mutateAsync(await base64Of(file));
      notifySuccess('Logo enviado!', 'Ele já aparece nas páginas de agendamento.');
    } catch (error) {
      notifySettingsFailure(error);
    }
  };
  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      notifySuccess('Logo removido', 'As páginas voltam a mostrar o ícone do Agendei.');
    } catch (error) {
      notifySettingsFailure(error);
    }
  };

  return (
    <SectionCard
      title="Logo"
      description="Aparece no topo das páginas de agendamento. PNG, JPEG ou WebP, até 512 KB."
    >
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border bg-white">
          {logoUrl ? (
            <img src={logoUrl} alt={`Logo de ${name}`} className="size-full object-contain p-1" />
          ) : (
            <ImageIcon className="size-8 text-zinc-400" aria-label="Sem logo" />
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id="office-logo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label="Arquivo do logo"
            onChange={onFile}
          />
          <Button
            type="button"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <UploadIcon aria-hidden="true" />
            {upload.isPending ? 'Enviando...' : logoUrl ? 'Trocar logo' : 'Enviar logo'}
          </Button>
          {logoUrl && (
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={onRemove}>
              <Trash2Icon aria-hidden="true" />
              Remover logo
            </Button>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
