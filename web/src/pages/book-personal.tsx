import { PublicPageShell } from '@/components/public-page-shell';

export function BookPersonalPage() {
  return (
    <PublicPageShell
      title="Agende seu horário"
      description="Escolha o dia e o horário que forem melhores para você."
    />
  );
}
