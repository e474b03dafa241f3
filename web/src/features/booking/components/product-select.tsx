import { Label } from '@/components/ui/label';
import { priceLabel } from '@/lib/format-currency';
import type { PublicProfessionalDto } from '@core/schemas/booking.ts';
import { formatDuration } from '../lib/booking-dates';
import type { ServiceChoice } from '../lib/booking-selection';
import { NativeSelect } from './native-select';

type Product = PublicProfessionalDto['products'][number];

type ProductSelectProps = {
  products: Product[];
  /** The professional lets clients book without a service ('Atendimento padrão'). */
  allowNoService: boolean;
  value: ServiceChoice;
  onChange: (productId: string | null) => void;
};

/** The option value of 'Atendimento padrão' (a booking with no service). */
const NO_SERVICE = 'sem-servico';

/**
 * 'Produto/Serviço': the product sets the booked length, so the free times follow it. Nothing is
 * chosen for the client: they pick a service (or the default, where the professional allows it).
 */
export function ProductSelect({ products, allowNoService, value, onChange }: ProductSelectProps) {
  const chosen = products.find((product) => product.id === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor="booking-product">Produto/Serviço</Label>
      <NativeSelect
        id="booking-product"
        required
        value={value === undefined ? '' : (value ?? NO_SERVICE)}
        aria-describedby={chosen ? 'booking-product-hint' : undefined}
        onChange={(event) => {
          const picked = event.target.value;
          if (picked) onChange(picked === NO_SERVICE ? null : picked);
        }}
      >
        <option value="" disabled>
          Escolha um serviço
        </option>
        {allowNoService && <option value={NO_SERVICE}>Atendimento padrão</option>}
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name} · {priceLabel(product.price)}
          </option>
        ))}
      </NativeSelect>
      {chosen && (
        <p id="booking-product-hint" className="text-xs text-muted-foreground">
          Duração: {formatDuration(chosen.duration)}.
          {chosen.description && ` ${chosen.description}`}
        </p>
      )}
    </div>
  );
}
