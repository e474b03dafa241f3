import { PublicPageShell } from '@/components/public-page-shell';

export function BookSharedPage() {
  return (
    <PublicPageShell
      title="Agende com nossa equipe"
      description="Escolha o profissional, o dia e o horário que forem melhores para você."
    />
  );
}
