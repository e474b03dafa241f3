import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { SwitchField } from '@/components/switch-field';
import { FormDialog } from '@/components/form-dialog';
import { NumberField } from '@/components/number-field';
import { NoticeField } from '@/components/notice-field';
import { type NoticeUnit, splitNotice, withNoticeMinutes } from '@/lib/notice-units';
import { useCreateProduct } from '@/features/products/api/create-product';
import { useUpdateProduct } from '@/features/products/api/update-product';
import { integerField, moneyField, numberFormResolver } from '@/lib/number-fields';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { PRODUCT_DURATION } from '@core/constants.ts';
import { productsMessages } from '@core/messages.ts';
import { centsToBrl } from '@core/money.ts';
import { formatMoneyInput } from '@core/pt-br-number.ts';
import { CreateProductInput, type ProductDto } from '@core/schemas/products.ts';
import { DEFAULT_LOCATION_KIND } from '@core/location/appointment-location.ts';
import { type LocationFormValues, ProductLocationFields } from './product-location-fields';

type ProductFormValues = {
  name: string;
  description: string;
  /** Numbers as typed, in pt-BR ('1.250,90', '60'): read by numberFormResolver. */
  duration: string;
  price: string;
  /** Pix: minutes before an unpaid public booking is released; empty keeps it. */
  releaseUnpaidAfterMinutes: string;
  isActive: boolean;
  /** Empty: the duration (interval), the professional's window (notice, horizon). */
  slotIntervalMinutes: string;
  noticeAmount: string;
  noticeUnit: NoticeUnit;
  minimumNoticeMinutes: string;
  maximumHorizonDays: string;
} & LocationFormValues;

const newProduct: ProductFormValues = {
  name: '',
  description: '',
  duration: String(PRODUCT_DURATION.default),
  // Empty under its '0,00' placeholder: what the person types is the price, nothing added to it.
  price: '',
  releaseUnpaidAfterMinutes: '',
  isActive: true,
  locationKind: DEFAULT_LOCATION_KIND,
  locationDetail: '',
  slotIntervalMinutes: '',
  noticeAmount: '',
  noticeUnit: 'hours',
  minimumNoticeMinutes: '',
  maximumHorizonDays: '',
};

function toFormValues(product: ProductDto): ProductFormValues {
  return {
    name: product.name,
    description: product.description ?? '',
    duration: String(product.duration),
    price: formatMoneyInput(product.priceCents),
    releaseUnpaidAfterMinutes: String(product.releaseUnpaidAfterMinutes ?? ''),
    isActive: product.isActive,
    locationKind: product.locationKind,
    locationDetail: product.locationDetail ?? '',
    slotIntervalMinutes: String(product.slotIntervalMinutes ?? ''),
    ...(({ amount, unit }) => ({ noticeAmount: amount, noticeUnit: unit }))(
      splitNotice(product.minimumNoticeMinutes),
    ),
    minimumNoticeMinutes: String(product.minimumNoticeMinutes ?? ''),
    maximumHorizonDays: String(product.maximumHorizonDays ?? ''),
  };
}

/** `null` closes the dialog, 'new' creates, a product edits it. */
export type ProductFormTarget = ProductDto | 'new' | null;

type ProductFormDialogProps = {
  target: ProductFormTarget;
  onClose: () => void;
  /** Set when an admin creates a product for one of their professionals. */
  userId?: string;
};

/** The create/edit form; both validate with the server's CreateProductInput. */
export function ProductFormDialog({ target, onClose, userId }: ProductFormDialogProps) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const editing = target !== null && target !== 'new' ? target : null;
  const form = useForm<ProductFormValues, unknown, CreateProductInput>({
    resolver: withNoticeMinutes(
      numberFormResolver(CreateProductInput, {
        duration: integerField('minutos'),
        price: moneyField({ emptyAs: 0 }),
        releaseUnpaidAfterMinutes: integerField('minutos', { optional: true }),
        slotIntervalMinutes: integerField('minutos', { optional: true }),
        minimumNoticeMinutes: integerField('minutos', { optional: true }),
        maximumHorizonDays: integerField('dias', { optional: true }),
      }),
      { amount: 'noticeAmount', unit: 'noticeUnit', minutes: 'minimumNoticeMinutes' },
    ),
    defaultValues: newProduct,
  });
  const { register, control, formState, reset } = form;
  const { errors } = formState;

  useEffect(() => {
    if (target !== null) reset(target === 'new' ? newProduct : toFormValues(target));
  }, [target, reset]);

  const onSubmit = form.handleSubmit(async ({ priceCents, ...product }) => {
    const body = { ...product, price: centsToBrl(priceCents) };
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, body });
        notifySuccess(
          productsMessages.updatedTitle,
          productsMessages.updatedDescription(body.name),
        );
      } else {
        await create.mutateAsync({ ...body, userId });
        notifySuccess(
          productsMessages.createdTitle,
          productsMessages.createdDescription(body.name),
        );
      }
      onClose();
    } catch (error) {
      const fallback = editing ? productsMessages.updateError : productsMessages.createError;
      notifyFailure(error, { title: 'Erro', fallback, setError: form.setError });
    }
  });

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? 'Editar Produto' : 'Novo Produto'}
      description="Os clientes escolhem o produto ou serviço ao agendar; a duração define o horário."
      onSubmit={onSubmit}
      submitLabel={editing ? 'Salvar alterações' : 'Criar Produto'}
      pending={create.isPending || update.isPending}
    >
      <div className="grid gap-4">
        <FormField
          id="product-name"
          label="Nome"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextareaField
          id="product-description"
          label="Descrição"
          rows={3}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id="product-duration"
            label="Duração (minutos)"
            error={errors.duration?.message}
            {...register('duration')}
          />
          <NumberField
            id="product-price"
            label="Preço (R$)"
            inputMode="decimal"
            placeholder="0,00"
            error={errors.price?.message}
            {...register('price')}
          />
        </div>
        <NumberField
          id="product-slot-interval"
          label="Intervalo entre horários (minutos)"
          hint="Padrão: a duração do serviço."
          error={errors.slotIntervalMinutes?.message}
          {...register('slotIntervalMinutes')}
        />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <Controller
            control={control}
            name="noticeUnit"
            render={({ field }) => (
              <NoticeField
                id="product-minimum-notice"
                label="Antecedência mínima"
                hint="Vazio: a do profissional."
                error={errors.minimumNoticeMinutes?.message ?? errors.noticeAmount?.message}
                amount={register('noticeAmount')}
                unit={field.value}
                onUnitChange={field.onChange}
              />
            )}
          />
          <NumberField
            id="product-maximum-horizon"
            label="Agendar até quantos dias à frente"
            hint="Vazio: o prazo do profissional."
            error={errors.maximumHorizonDays?.message}
            {...register('maximumHorizonDays')}
          />
        </div>
        <ProductLocationFields
          kind={form.watch('locationKind')}
          register={register}
          errors={errors}
        />
        <NumberField
          id="product-release-unpaid"
          label="Liberar se não pago em (min)"
          hint="Com Pix cadastrado: cancela o agendamento público ainda não pago. Vazio: nunca."
          error={errors.releaseUnpaidAfterMinutes?.message}
          {...register('releaseUnpaidAfterMinutes')}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              id="product-active"
              label="Ativo"
              description="Só produtos ativos aparecem na página de agendamento."
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
