import { Controller, useFormContext } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { NoticeField } from '@/components/notice-field';
import { NumberField } from '@/components/number-field';
import { SwitchField } from '@/components/switch-field';
import { type NoticeUnit, splitNotice, withNoticeMinutes } from '@/lib/notice-units';
import { integerField, moneyField, numberFormResolver } from '@/lib/number-fields';
import { PRODUCT_DURATION } from '@core/constants.ts';
import { DEFAULT_LOCATION_KIND } from '@core/location/appointment-location.ts';
import { formatMoneyInput } from '@core/pt-br-number.ts';
import { CreateProductInput, type ProductDto } from '@core/schemas/products.ts';
import { type LocationFormValues, ProductLocationFields } from './product-location-fields';

export type ServiceFormValues = {
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

export const newService: ServiceFormValues = {
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

/** What a service's form reads of a saved one: a product's or an office service's fields. */
type ServiceRules = Pick<
  ProductDto,
  | 'name'
  | 'description'
  | 'duration'
  | 'priceCents'
  | 'releaseUnpaidAfterMinutes'
  | 'isActive'
  | 'locationKind'
  | 'locationDetail'
  | 'slotIntervalMinutes'
  | 'minimumNoticeMinutes'
  | 'maximumHorizonDays'
>;

/** A saved service (a product, or an office service) as the form holds it. */
export function toServiceFormValues(product: ServiceRules): ServiceFormValues {
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

/** The number fields of a service's form, read the way Brazilians type ('1.250,90', '60'). */
const serviceNumberFields = {
  duration: integerField('minutos'),
  price: moneyField({ emptyAs: 0 }),
  releaseUnpaidAfterMinutes: integerField('minutos', { optional: true }),
  slotIntervalMinutes: integerField('minutos', { optional: true }),
  minimumNoticeMinutes: integerField('minutos', { optional: true }),
  maximumHorizonDays: integerField('dias', { optional: true }),
};

/**
 * The resolver of a service's form: numbers read as typed, the notice as an amount and a unit,
 * then the server's own CreateProductInput (an office service adds only who offers it).
 */
export const serviceFormResolver = () =>
  withNoticeMinutes(
    numberFormResolver<typeof CreateProductInput, ServiceFormValues>(
      CreateProductInput,
      serviceNumberFields,
    ),
    {
      amount: 'noticeAmount',
      unit: 'noticeUnit',
      minutes: 'minimumNoticeMinutes',
    },
  );

/**
 * A service's fields (name, length, price, slot interval, booking window, place, Pix release,
 * active), as the professional's product form and the office's service form both have them.
 */
export function ServiceFields({ idPrefix }: { idPrefix: string }) {
  const { register, control, formState, watch } = useFormContext<ServiceFormValues>();
  const { errors } = formState;
  return (
    <div className="grid gap-4">
      <FormField
        id={`${idPrefix}-name`}
        label="Nome"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        id={`${idPrefix}-description`}
        label="Descrição"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id={`${idPrefix}-duration`}
          label="Duração (minutos)"
          error={errors.duration?.message}
          {...register('duration')}
        />
        <NumberField
          id={`${idPrefix}-price`}
          label="Preço (R$)"
          inputMode="decimal"
          placeholder="0,00"
          error={errors.price?.message}
          {...register('price')}
        />
      </div>
      <NumberField
        id={`${idPrefix}-slot-interval`}
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
              id={`${idPrefix}-minimum-notice`}
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
          id={`${idPrefix}-maximum-horizon`}
          label="Agendar até quantos dias à frente"
          hint="Vazio: o prazo do profissional."
          error={errors.maximumHorizonDays?.message}
          {...register('maximumHorizonDays')}
        />
      </div>
      <ProductLocationFields kind={watch('locationKind')} register={register} errors={errors} />
      <NumberField
        id={`${idPrefix}-release-unpaid`}
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
            id={`${idPrefix}-active`}
            label="Ativo"
            description="Só produtos ativos aparecem na página de agendamento."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
