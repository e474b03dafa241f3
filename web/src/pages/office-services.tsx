import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useUsers } from '@/features/admin/api/list-users';
import { useOfficeServices } from '@/features/products/api/office-services';
import {
  OfficeServiceFormDialog,
  type OfficeServiceTarget,
} from '@/features/products/components/office-service-form-dialog';
import { OfficeServicesList } from '@/features/products/components/office-services-list';
import { hasOwnCalendar } from '@core/constants.ts';
import { officeServicesMessages as m } from '@core/messages.ts';

/** 'Serviços do escritório' (issue 35, decision 082): the admin's, from Configurações. */
export function OfficeServicesPage() {
  const services = useOfficeServices();
  const users = useUsers();
  const [target, setTarget] = useState<OfficeServiceTarget>(null);
  const professionals = (users.data ?? [])
    .filter((user) => hasOwnCalendar(user.role))
    .map(({ id, name }) => ({ id, name }));
  const nameOf = (id: string) => professionals.find((p) => p.id === id)?.name ?? '…';

  return (
    <PageLayout title={m.title} backHref="/settings" description={m.cardDescription}>
      <div className="grid gap-6">
        <div className="flex justify-end">
          <Button onClick={() => setTarget('new')} className="max-sm:w-full" disabled={!users.data}>
            <PlusIcon aria-hidden="true" />
            {m.newService}
          </Button>
        </div>
        <QueryState
          query={services}
          loading="Carregando serviços do escritório..."
          error="Não foi possível carregar os serviços do escritório."
        >
          {(list) => <OfficeServicesList services={list} nameOf={nameOf} onEdit={setTarget} />}
        </QueryState>
      </div>
      <OfficeServiceFormDialog
        target={target}
        onClose={() => setTarget(null)}
        professionals={professionals}
      />
    </PageLayout>
  );
}
