import { ListChecksIcon } from 'lucide-react';
import { ScreenLinkCard } from '@/components/screen-link-card';
import { intakeMessages as m } from '@core/messages.ts';

/** Configurações (admin): the way to 'Perguntas do agendamento' (decision 084). */
export function IntakeQuestionsCard() {
  return (
    <ScreenLinkCard
      title={m.title}
      description={m.cardDescription}
      href="/intake-questions"
      icon={ListChecksIcon}
      label={m.manage}
    />
  );
}
