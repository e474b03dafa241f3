import { ClockIcon } from 'lucide-react';
import { DeleteButton, EditButton } from '@/components/icon-buttons';
import { StatusBadge } from '@/components/status-badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { locationIconOf } from '@/components/location-icon';
import { formatBrl } from '@/lib/format-currency';
import { Badge } from '@/components/ui/badge';
import { officeServicesMessages } from '@core/messages.ts';
import type { ProductDto } from '@core/schemas/products.ts';

type ProductCardProps = {
  product: ProductDto;
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
};

/** One product or service: name, description, duration, price and status. */
export function ProductCard({ product, onEdit, onDelete }: ProductCardProps) {
  const PlaceIcon = locationIconOf(product.locationKind);
  return (
    <Card className="h-full gap-4 py-5" aria-label={product.name} role="article">
      <CardHeader className="flex-row items-start justify-between gap-3 px-5">
        <CardTitle className="text-base leading-snug break-words">{product.name}</CardTitle>
        <StatusBadge active={product.isActive} />
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3 px-5">
        <p className="line-clamp-3 text-sm text-muted-foreground">
          {product.description || 'Sem descrição.'}
        </p>
        <p className="flex items-start gap-1.5 text-sm break-words">
          <PlaceIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>{product.location.summary}</span>
        </p>
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3 border-t px-5 pt-4">
        <div className="grid gap-0.5">
          <span className="text-lg font-semibold tabular-nums">{formatBrl(product.price)}</span>
          <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ClockIcon className="size-4" aria-hidden="true" />
            {product.duration} min
          </span>
        </div>
        {product.officeServiceId ? (
          <Badge variant="secondary" title={officeServicesMessages.ownedByOffice}>
            {officeServicesMessages.officeBadge}
          </Badge>
        ) : (
          <div className="flex gap-1">
            <EditButton label={`Editar ${product.name}`} onClick={() => onEdit(product)} />
            <DeleteButton
              label={`Excluir ${product.name}`}
              title="Excluir"
              onClick={() => onDelete(product)}
            />
          </div>
        )}
      </CardFooter>
    </Card>
  );
}
