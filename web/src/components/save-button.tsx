import { SaveIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The settings screens' 'Salvar', at the end of the form (full width on phones). */
export function SaveButton({ pending }: { pending: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" size="lg" disabled={pending} className="max-sm:w-full">
        <SaveIcon aria-hidden="true" />
        {pending ? 'Salvando...' : 'Salvar'}
      </Button>
    </div>
  );
}
