import type { PublicProfessionalDto } from '@core/schemas/booking.ts';
import { ProfessionalAvatar } from './professional-avatar';

/** A personal link's heading: who the client is booking with. */
export function ProfessionalIntro({ professional }: { professional: PublicProfessionalDto }) {
  return (
    <div className="flex items-start gap-4">
      <ProfessionalAvatar
        name={professional.name}
        color={professional.color}
        className="size-14 text-lg"
      />
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Agende com {professional.name}
        </h1>
        {professional.title && <p className="text-muted-foreground">{professional.title}</p>}
        {professional.description && (
          <p className="max-w-prose text-sm text-muted-foreground">{professional.description}</p>
        )}
      </div>
    </div>
  );
}
