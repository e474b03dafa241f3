import { ShieldCheckIcon } from 'lucide-react';
import { SectionCard } from '@/components/section-card';
import { SESSION_TTL_DAYS } from '@core/constants.ts';

const tips = [
  'Todas as operações respeitam as permissões do administrador que gerou o token.',
  'Os registros de atividade são mantidos para auditoria: veja abaixo quem fez o quê, e quando.',
  'Guarde os tokens em segredo: quem tem um token age em nome da organização.',
  'Se um token vazar, revogue-o na hora ("Revogar token"): ele para de funcionar imediatamente, e você pode gerar outro.',
  'Desative o que você não usa: a API e o servidor MCP só respondem quando estão ativados.',
  `Os tokens valem por ${SESSION_TTL_DAYS} dias; depois disso, gere um novo.`,
];

/** What keeps the integrations safe (SPEC §2), as a short checklist. */
export function SecurityTipsCard() {
  return (
    <SectionCard title="Dicas de segurança">
      <ul className="grid gap-3 text-sm">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2.5">
            <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
