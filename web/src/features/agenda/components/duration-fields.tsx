import { useWatch, type UseFormReturn } from 'react-hook-form';
import { NumberField } from '@/components/number-field';
import { SelectField } from '@/components/select-field';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { DEFAULT_APPOINTMENT_DURATION_MINUTES } from '@core/constants.ts';
import { numberTextMessage, parseIntegerText } from '@core/pt-br-number.ts';
import { useProfessionalProducts } from '../api/list-professional-products';
import type { AppointmentFormValues, DurationMode } from '../lib/appointment-form';
import { formatMinutes } from '../lib/format-minutes';

const ADMIN_DURATIONS = [30, 60, 90, 120];

type DurationFieldsProps = {
  form: UseFormReturn<AppointmentFormValues>;
  productOwnerId: string | undefined;
  durationChoice: 'admin' | 'personal';
  allowProduct: boolean;
  productName?: string | null;
};

/** 'Manual' (a length) or 'Produto' (the product's length); back to manual resets to 60 min. */
export function DurationFields(props: DurationFieldsProps) {
  const { form, productOwnerId, durationChoice, allowProduct, productName } = props;
  const { control, setValue, register, formState } = form;
  const [mode, duration, productId, userId] = useWatch({
    control,
    name: ['durationMode', 'duration', 'productId', 'userId'],
  });
  const ownerChosen = durationChoice === 'personal' || Boolean(userId);
  const products = useProfessionalProducts(productOwnerId, allowProduct && ownerChosen);
  const offered = products.data ?? [];
  const canUseProducts = allowProduct && offered.length > 0;

  const setMode = (next: DurationMode) => {
    setValue('durationMode', next);
    if (next === 'manual') {
      setValue('productId', '');
      setValue('duration', DEFAULT_APPOINTMENT_DURATION_MINUTES);
    }
  };
  const chooseProduct = (id: string) => {
    setValue('productId', id);
    const product = offered.find((item) => item.id === id);
    if (product) setValue('duration', product.duration);
  };
  const durations = [...new Set([...ADMIN_DURATIONS, duration])].sort((a, b) => a - b);
  const noProducts =
    durationChoice === 'admin'
      ? 'Nenhum produto ativo para este profissional.'
      : 'Você ainda não tem produtos ativos.';

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id="appointment-duration-mode">Duração</Label>
        <div
          role="group"
          aria-labelledby="appointment-duration-mode"
          className="inline-flex rounded-md border bg-background p-0.5"
        >
          {(['manual', 'product'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={mode === option}
              disabled={option === 'product' && !canUseProducts}
              title={option === 'product' && !canUseProducts ? noProducts : undefined}
              onClick={() => setMode(option)}
              className={cn(
                'h-8 rounded-sm px-3 text-sm font-medium text-muted-foreground transition-colors disabled:cursor-not-allowed disabled:opacity-50',
                mode === option && 'bg-primary text-primary-foreground',
              )}
            >
              {option === 'manual' ? 'Manual' : 'Produto'}
            </button>
          ))}
        </div>
      </div>
      {mode === 'product' ? (
        <SelectField
          id="appointment-product"
          label="Produto"
          placeholder="Selecione um produto"
          value={productId}
          onValueChange={chooseProduct}
          options={offered.map((product) => ({
            value: product.id,
            label: `${product.name} · ${formatMinutes(product.duration)}`,
          }))}
          error={formState.errors.productId?.message}
        />
      ) : durationChoice === 'admin' ? (
        <SelectField
          id="appointment-duration"
          label="Tempo de atendimento"
          value={String(duration)}
          onValueChange={(value) => setValue('duration', Number(value))}
          options={durations.map((minutes) => ({
            value: String(minutes),
            label: formatMinutes(minutes),
          }))}
          error={formState.errors.duration?.message}
        />
      ) : (
        <NumberField
          id="appointment-duration"
          label="Tempo de atendimento (minutos)"
          error={formState.errors.duration?.message}
          {...register('duration', {
            // Read as typed in pt-BR; '2,5' is refused, never read as 25.
            setValueAs: (typed: unknown) => {
              const minutes = parseIntegerText(String(typed));
              return typeof minutes === 'number' ? minutes : Number.NaN;
            },
            validate: (minutes) =>
              Number.isInteger(minutes) || numberTextMessage('notInteger', 'minutos'),
          })}
        />
      )}
      {!allowProduct && productName && (
        <p className="text-xs text-muted-foreground">Produto: {productName}</p>
      )}
      {allowProduct && ownerChosen && products.isSuccess && offered.length === 0 && (
        <p className="text-xs text-muted-foreground">{noProducts}</p>
      )}
    </div>
  );
}
