import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { integerField, moneyField, readNumberField } from '@/lib/number-fields';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { officeServicesMessages as m } from '@core/messages.ts';
import { centsToBrl } from '@core/money.ts';
import type { OfficeServiceDto } from '@core/schemas/office-services.ts';
import type { CreateProductInput } from '@core/schemas/products.ts';
import { useSaveOfficeService } from '../api/office-services';
import { type Offer, OfficeServiceOffers } from './office-service-offers';
import {
  ServiceFields,
  type ServiceFormValues,
  newService,
  serviceFormResolver,
  toServiceFormValues,
} from './service-fields';
import { formatMoneyInput } from '@core/pt-br-number.ts';

/** `null` closes the dialog, 'new' creates, a service edits it. */
export type OfficeServiceTarget = OfficeServiceDto | 'new' | null;

type OfficeServiceFormDialogProps = {
  target: OfficeServiceTarget;
  onClose: () => void;
  /** The office's professionals with an agenda, by name. */
  professionals: Array<{ id: string; name: string }>;
};

function offersOf(
  professionals: OfficeServiceFormDialogProps['professionals'],
  service: OfficeServiceDto | null,
): Offer[] {
  return professionals.map(({ id, name }) => {
    const own = service?.professionals.find((offer) => offer.userId === id);
    return {
      userId: id,
      name,
      chosen: Boolean(own),
      price: own?.priceOverrideCents == null ? '' : formatMoneyInput(own.priceOverrideCents),
      duration: own?.durationOverrideMinutes == null ? '' : String(own.durationOverrideMinutes),
    };
  });
}

/** Each chosen professional's own values read as typed, or the errors by field. */
function readOffers(offers: Offer[]) {
  const errors: Record<string, string> = {};
  const professionals = offers
    .filter((offer) => offer.chosen)
    .map((offer) => {
      const price = readNumberField(offer.price, moneyField());
      const duration = readNumberField(offer.duration, integerField('minutos', { optional: true }));
      const typed = offer.price.trim() !== '';
      if ('error' in price && typed) errors[`${offer.userId}.price`] = price.error;
      if ('error' in duration) errors[`${offer.userId}.duration`] = duration.error;
      return {
        userId: offer.userId,
        price: typed && 'value' in price ? price.value : null,
        duration: 'value' in duration ? duration.value : null,
      };
    });
  if (!professionals.length) errors.professionals = m.professionalsRequired;
  return { professionals, errors };
}

/** 'Serviços do escritório': the service's fields as a product has them, and who offers it. */
export function OfficeServiceFormDialog({
  target,
  onClose,
  professionals,
}: OfficeServiceFormDialogProps) {
  const save = useSaveOfficeService();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<ServiceFormValues, unknown, CreateProductInput>({
    resolver: serviceFormResolver(),
    defaultValues: newService,
  });
  const [offers, setOffers] = useState<Offer[]>([]);
  const [offerErrors, setOfferErrors] = useState<Record<string, string>>({});
  const { reset } = form;

  useEffect(() => {
    if (target === null) return;
    reset(target === 'new' ? newService : toServiceFormValues(target));
    setOffers(offersOf(professionals, target === 'new' ? null : target));
    setOfferErrors({});
    // The list of professionals is read when the dialog opens, not on every refetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, reset]);

  const onSubmit = form.handleSubmit(async ({ priceCents, userId: _none, ...service }) => {
    const { professionals: chosen, errors } = readOffers(offers);
    setOfferErrors(errors);
    if (Object.keys(errors).length) return;
    const body = { ...service, price: centsToBrl(priceCents), professionals: chosen };
    try {
      await save.mutateAsync({ id: editing?.id, body });
      notifySuccess(editing ? m.updatedTitle : m.createdTitle, body.name);
      onClose();
    } catch (error) {
      notifyFailure(error, { title: 'Erro', fallback: m.saveError, setError: form.setError });
    }
  });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? m.editService : m.newService}
      description="Preço, duração e regras valem para todos os profissionais escolhidos; cada um pode ter preço e duração próprios."
      onSubmit={onSubmit}
      submitLabel={editing ? 'Salvar alterações' : 'Criar serviço'}
      pending={save.isPending}
    >
      <div className="grid gap-6">
        <FormProvider {...form}>
          <ServiceFields idPrefix="office-service" />
        </FormProvider>
        <OfficeServiceOffers offers={offers} onChange={setOffers} errors={offerErrors} />
      </div>
    </FormDialog>
  );
}
