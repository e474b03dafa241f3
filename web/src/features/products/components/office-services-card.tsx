import { BriefcaseBusinessIcon } from 'lucide-react';
import { Link } from 'wouter';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button';
import { officeServicesMessages as m } from '@core/messages.ts';

/** Configurações (admin): the way to 'Serviços do escritório' (decision 082). */
export function OfficeServicesCard() {
  return (
    <SectionCard title={m.title} description={m.cardDescription}>
      <Link href="/office-services" className={buttonVariants({ variant: 'outline' })}>
        <BriefcaseBusinessIcon aria-hidden="true" />
        {m.manage}
      </Link>
    </SectionCard>
  );
}
