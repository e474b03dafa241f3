import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useIntakeQuestions } from '@/features/intake/api/intake-questions';
import {
  IntakeQuestionDialog,
  type IntakeQuestionTarget,
} from '@/features/intake/components/intake-question-dialog';
import { IntakeQuestionsList } from '@/features/intake/components/intake-questions-list';
import { useOfficeServices } from '@/features/products/api/office-services';
import { intakeMessages as m } from '@core/messages.ts';

/** 'Perguntas do agendamento' (issue 36, decision 084): the admin's, from Configurações. */
export function IntakeQuestionsPage() {
  const questions = useIntakeQuestions();
  const officeServices = useOfficeServices();
  const [target, setTarget] = useState<IntakeQuestionTarget>(null);
  const services = (officeServices.data ?? []).map(({ id, name }) => ({ id, name }));
  const serviceName = (id: string) => services.find((service) => service.id === id)?.name ?? '…';

  return (
    <PageLayout title={m.title} backHref="/settings" description={m.cardDescription}>
      <div className="grid gap-6">
        <div className="flex justify-end">
          <Button onClick={() => setTarget('new')} className="max-sm:w-full">
            <PlusIcon aria-hidden="true" />
            {m.newQuestion}
          </Button>
        </div>
        <QueryState
          query={questions}
          loading="Carregando perguntas..."
          error="Não foi possível carregar as perguntas."
        >
          {(list) => (
            <IntakeQuestionsList questions={list} serviceName={serviceName} onEdit={setTarget} />
          )}
        </QueryState>
      </div>
      <IntakeQuestionDialog target={target} onClose={() => setTarget(null)} services={services} />
    </PageLayout>
  );
}
