import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormField, TextareaField } from '@/components/form-field';
import { QueryState } from '@/components/query-state';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import {
  type PspSettingsBody,
  usePixPsp,
  useRemovePixPsp,
  useSavePixPsp,
} from '@/features/organization/api/pix-psp';
import { LatePixList } from '@/features/organization/components/late-pix-list';
import { formResolver } from '@/lib/form-resolver';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { pixPspMessages as m } from '@core/messages.ts';
import { formatDateTimeIn } from '@core/scheduling/format-instant.ts';
import { type PspSettingsDto, PspSettingsInput } from '@core/schemas/pix-psp.ts';

type Values = Required<PspSettingsBody>;

const toValues = (psp: PspSettingsDto): Values => ({
  baseUrl: psp.baseUrl ?? '',
  clientId: psp.clientId ?? '',
  clientSecret: '',
  certificate: '',
  privateKey: '',
  pixKey: psp.pixKey ?? '',
});

function PspStatus({ psp }: { psp: PspSettingsDto }) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <p className="text-sm" aria-live="polite">
      <span className="font-medium">{psp.configured ? m.configured : m.notConfigured}</span>
      {psp.webhookRegisteredAt && (
        <span className="text-muted-foreground">
          {' · '}
          {m.webhookRegistered} em {formatDateTimeIn(psp.webhookRegisteredAt, zone)}
        </span>
      )}
    </p>
  );
}

function PspForm({ psp }: { psp: PspSettingsDto }) {
  const save = useSavePixPsp();
  const remove = useRemovePixPsp();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values, unknown, PspSettingsInput>({
    resolver: formResolver(PspSettingsInput),
    defaultValues: toValues(psp),
  });
  const { errors } = form.formState;
  const kept = psp.configured ? m.keptSecret : undefined;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      form.reset(toValues(saved));
      notifySuccess(m.saved);
    } catch (error) {
      notifySettingsFailure(error, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <PspStatus psp={psp} />
      <FormField
        id="psp-base-url"
        label={m.baseUrl}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://pix.seubanco.com.br/api"
        error={errors.baseUrl?.message}
        {...form.register('baseUrl')}
      />
      <FormField
        id="psp-client-id"
        label={m.clientId}
        autoComplete="off"
        error={errors.clientId?.message}
        {...form.register('clientId')}
      />
      <FormField
        id="psp-client-secret"
        label={m.clientSecret}
        type="password"
        autoComplete="new-password"
        hint={kept}
        error={errors.clientSecret?.message}
        {...form.register('clientSecret')}
      />
      <TextareaField
        id="psp-certificate"
        label={m.certificate}
        rows={3}
        spellCheck={false}
        placeholder="-----BEGIN CERTIFICATE-----"
        className="font-mono text-xs"
        hint={kept}
        error={errors.certificate?.message}
        {...form.register('certificate')}
      />
      <TextareaField
        id="psp-private-key"
        label={m.privateKey}
        rows={3}
        spellCheck={false}
        placeholder="-----BEGIN PRIVATE KEY-----"
        className="font-mono text-xs"
        hint={kept}
        error={errors.privateKey?.message}
        {...form.register('privateKey')}
      />
      <FormField
        id="psp-pix-key"
        label={m.pixKey}
        autoComplete="off"
        error={errors.pixKey?.message}
        {...form.register('pixKey')}
      />
      <div className="grid gap-2 sm:flex sm:flex-wrap sm:justify-end">
        {psp.configured && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="max-sm:w-full"
            onClick={() => setConfirming(true)}
          >
            {m.remove}
          </Button>
        )}
        <SaveButton pending={save.isPending} />
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.remove}
        description={m.removed}
        confirmLabel="Remover"
        pendingLabel="Removendo..."
        pending={remove.isPending}
        onConfirm={async () => {
          await remove.mutateAsync();
          form.reset(
            toValues({ ...psp, configured: false, baseUrl: null, clientId: null, pixKey: null }),
          );
          notifySuccess(m.removed);
        }}
      />
    </form>
  );
}

/** 'Pix automático (PSP)': the office's PSP, for admins (decision 085). */
export function PixPspCard() {
  const psp = usePixPsp();
  return (
    <SectionCard title={m.title} description={m.intro}>
      <QueryState query={psp} loading="Carregando PSP..." error="Não foi possível carregar o PSP.">
        {(data) =>
          data.available ? (
            <div className="grid gap-6">
              <PspForm psp={data} />
              {data.configured && <LatePixList />}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{m.unavailable}</p>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
