import {
  BotIcon,
  CalendarSyncIcon,
  LightbulbIcon,
  Link2Icon,
  UsersIcon,
  ZapIcon,
  type LucideIcon,
} from 'lucide-react';

type Feature = { icon: LucideIcon; title: string; description: string };

const features: Feature[] = [
  {
    icon: BotIcon,
    title: 'Webhooks e protocolo MCP nativo',
    description:
      'Conecte o Agendei aos seus sistemas por webhooks e a assistentes de IA pelo protocolo MCP, sem intermediários.',
  },
  {
    icon: CalendarSyncIcon,
    title: 'Sincronização com Google Calendar',
    description:
      'Seus compromissos sempre alinhados, com detecção de conflitos por IA antes que virem problema.',
  },
  {
    icon: Link2Icon,
    title: 'Links de agendamento adaptativos',
    description:
      'Links pessoais e da equipe que mostram ao cliente apenas os horários realmente livres.',
  },
  {
    icon: LightbulbIcon,
    title: 'Sugestões de disponibilidade',
    description:
      'Receba sugestões de horários com base na sua rotina e na procura dos seus clientes.',
  },
  {
    icon: UsersIcon,
    title: 'Gestão de equipe com IA',
    description:
      'Organize profissionais, agendas e horários de todo o escritório com a ajuda da inteligência artificial.',
  },
  {
    icon: ZapIcon,
    title: 'Acesso instantâneo',
    description: 'Nada para instalar: entre pelo navegador e comece a receber agendamentos hoje.',
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="bg-muted/40 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-4xl">
            Tudo o que sua agenda precisa
          </h2>
          <p className="mt-3 text-muted-foreground sm:text-lg">
            Ferramentas pensadas para escritórios e profissionais que atendem com hora marcada.
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {features.map(({ icon: Icon, title, description }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mb-2 font-semibold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
