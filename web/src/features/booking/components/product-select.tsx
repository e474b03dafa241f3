import { Label } from '@/components/ui/label';
import { formatBrl } from '@/lib/format-currency';
import type { PublicProfessionalDto } from '../../../../../core/schemas/booking.ts';
import { formatDuration } from '../lib/booking-dates';
import { NativeSelect } from './native-select';

type Product = PublicProfessionalDto['products'][number];

type ProductSelectProps = {
  products: Product[];
  value?: string;
  onChange: (productId: string | undefined) => void;
};

/** 'Produto/Serviço': the product sets the booked length, so the free times follow it. */
export function ProductSelect({ products, value, onChange }: ProductSelectProps) {
  const chosen = products.find((product) => product.id === value);
  return (
    <div className="grid gap-2">
      <Label htmlFor="booking-product">Produto/Serviço</Label>
      <NativeSelect
        id="booking-product"
        value={value ?? ''}
        aria-describedby={chosen ? 'booking-product-hint' : undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">Atendimento padrão</option>
        {products.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name} · {formatBrl(product.price)}
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
