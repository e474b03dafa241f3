import { ListChecksIcon } from 'lucide-react';
import { Link } from 'wouter';
import { SectionCard } from '@/components/section-card';
import { buttonVariants } from '@/components/ui/button';
import { intakeMessages as m } from '@core/messages.ts';

/** Configurações (admin): the way to 'Perguntas do agendamento' (decision 084). */
export function IntakeQuestionsCard() {
  return (
    <SectionCard title={m.title} description={m.cardDescription}>
      <Link href="/intake-questions" className={buttonVariants({ variant: 'outline' })}>
        <ListChecksIcon aria-hidden="true" />
        {m.manage}
      </Link>
    </SectionCard>
  );
}
