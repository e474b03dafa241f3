import { PublicPageShell } from '@/components/public-page-shell';

/** /book/{slug}: the shared agenda reached through one professional's link. */
export function BookProfessionalPage() {
  return (
    <PublicPageShell
      title="Agende seu horário"
      description="Escolha o profissional, o dia e o horário que forem melhores para você."
    />
  );
}
