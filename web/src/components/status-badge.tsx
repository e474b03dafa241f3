import { Badge } from '@/components/ui/badge';

/** 'Ativo' or 'Inativo', the status shown for professionals, hours and products. */
export function StatusBadge({ active, className }: { active: boolean; className?: string }) {
  return (
    <Badge variant={active ? 'success' : 'secondary'} className={className}>
      {active ? 'Ativo' : 'Inativo'}
    </Badge>
  );
}
