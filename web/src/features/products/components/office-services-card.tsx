import { BriefcaseBusinessIcon } from 'lucide-react';
import { ScreenLinkCard } from '@/components/screen-link-card';
import { officeServicesMessages as m } from '@core/messages.ts';

/** Configurações (admin): the way to 'Serviços do escritório' (decision 082). */
export function OfficeServicesCard() {
  return (
    <ScreenLinkCard
      title={m.title}
      description={m.cardDescription}
      href="/office-services"
      icon={BriefcaseBusinessIcon}
      label={m.manage}
    />
  );
}
