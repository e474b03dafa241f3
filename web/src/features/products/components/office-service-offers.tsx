import { NumberField } from '@/components/number-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { officeServicesMessages as m } from '@core/messages.ts';

/** One professional of the office on the service's form: chosen or not, with their own values. */
export type Offer = {
  userId: string;
  name: string;
  chosen: boolean;
  /** As typed, in pt-BR; empty: the office's. */
  price: string;
  duration: string;
};

type OfficeServiceOffersProps = {
  offers: Offer[];
  onChange: (offers: Offer[]) => void;
  errors: Record<string, string>;
};

/** 'Profissionais que atendem': a checkbox each, and when chosen an optional price/duration. */
export function OfficeServiceOffers({ offers, onChange, errors }: OfficeServiceOffersProps) {
  const change = (index: number, patch: Partial<Offer>) =>
    onChange(offers.map((offer, i) => (i === index ? { ...offer, ...patch } : offer)));
  return (
    <fieldset className="grid gap-3" aria-describedby="office-service-offers-hint">
      <legend className="mb-1 text-sm font-medium">{m.professionalsLabel}</legend>
      <p id="office-service-offers-hint" className="text-sm text-muted-foreground">
        {m.overrideHint}
      </p>
      <ul className="grid gap-2">
        {offers.map((offer, index) => {
          const id = `office-service-offer-${offer.userId}`;
          return (
            <li
              key={offer.userId}
              className="grid gap-3 rounded-lg border bg-background/60 px-3 py-2.5 dark:bg-input/10"
            >
              <div className="flex items-center gap-3">
                <Checkbox
                  id={id}
                  checked={offer.chosen}
                  onCheckedChange={(checked) => change(index, { chosen: checked === true })}
                />
                <Label htmlFor={id} className="break-words">
                  {offer.name}
                </Label>
              </div>
              {offer.chosen && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <NumberField
                    id={`${id}-price`}
                    label={m.overridePrice}
                    aria-label={`${m.overridePrice} de ${offer.name}`}
                    inputMode="decimal"
                    placeholder="Do escritório"
                    value={offer.price}
                    error={errors[`${offer.userId}.price`]}
                    onChange={(event) => change(index, { price: event.target.value })}
                  />
                  <NumberField
                    id={`${id}-duration`}
                    label={m.overrideDuration}
                    aria-label={`${m.overrideDuration} de ${offer.name}`}
                    placeholder="Do escritório"
                    value={offer.duration}
                    error={errors[`${offer.userId}.duration`]}
                    onChange={(event) => change(index, { duration: event.target.value })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {errors.professionals && (
        <p role="alert" className="text-sm text-destructive">
          {errors.professionals}
        </p>
      )}
    </fieldset>
  );
}
