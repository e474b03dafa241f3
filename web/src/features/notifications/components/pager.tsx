import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PagerProps = {
  /** Names the navigation, e.g. 'Páginas do histórico'. */
  label: string;
  page: number;
  totalPages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPageChange: (page: number) => void;
};

/** 'Anterior', 'Página X de Y', 'Próxima'; nothing when everything fits in one page. */
export function Pager({ label, page, totalPages, hasPrevious, hasNext, onPageChange }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-4">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!hasPrevious}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeftIcon aria-hidden="true" />
        <span className="max-sm:sr-only">Anterior</span>
      </Button>
      <p className="text-sm whitespace-nowrap text-muted-foreground" aria-live="polite">
        Página {page} de {totalPages}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={!hasNext}
        onClick={() => onPageChange(page + 1)}
      >
        <span className="max-sm:sr-only">Próxima</span>
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </nav>
  );
}
