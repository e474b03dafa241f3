import { ArrowRightIcon, CheckCircle2Icon, StarIcon } from 'lucide-react';
import { Link } from 'wouter';
import { HydrateLater } from '@/components/hydrate-later';
import { Button } from '@/components/ui/button';
import { DemoCalendar } from '@/features/landing/components/demo-calendar';
import { FeaturesSection } from '@/features/landing/components/features-section';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';

const highlights = ['Links de agendamento 24 horas', 'Lembretes automáticos', 'Sem instalação'];

function Rating() {
  return (
    <div className="flex items-center gap-3">
      <div className="flex text-amber-500" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} className="size-4 fill-current" />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">4,9/5</span> de avaliação dos nossos
        clientes
      </p>
    </div>
  );
}

export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <HydrateLater part={1}>
        <LandingHeader />
      </HydrateLater>
      <main className="flex-1">
        <HydrateLater part={2}>
          <section className="relative overflow-hidden">
            <div
              className="pointer-events-none absolute inset-0 bg-gradient-to-b from-primary/10 via-primary/5 to-transparent"
              aria-hidden="true"
            />
            <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-28">
              <div className="space-y-6">
                <p className="inline-flex rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-primary sm:text-sm">
                  Agendamento online com inteligência artificial
                </p>
                <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                  Sua agenda organizada, seus clientes bem atendidos
                </h1>
                <p className="max-w-xl text-lg text-muted-foreground text-pretty">
                  O Agendei reúne links de agendamento, disponibilidade da equipe e lembretes
                  automáticos em um só lugar, para você dedicar seu tempo ao que importa.
                </p>
                <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  {highlights.map((item) => (
                    <li key={item} className="flex items-center gap-2">
                      <CheckCircle2Icon
                        className="size-4 shrink-0 text-success"
                        aria-hidden="true"
                      />
                      {item}
                    </li>
                  ))}
                </ul>
                <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                  <Button asChild size="lg">
                    <Link href="/register">
                      Criar conta
                      <ArrowRightIcon aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button asChild size="lg" variant="outline">
                    <Link href="/login">Entrar Agora</Link>
                  </Button>
                </div>
                <Rating />
              </div>
              <HydrateLater part={3}>
                <DemoCalendar />
              </HydrateLater>
            </div>
          </section>
        </HydrateLater>
        <HydrateLater part={4}>
          <FeaturesSection />
        </HydrateLater>
        <HydrateLater part={5}>
          <section className="py-16 sm:py-24">
            <div className="mx-auto max-w-4xl px-4 sm:px-6">
              <div className="rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12">
                <h2 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                  Pronto para simplificar seus agendamentos?
                </h2>
                <p className="mx-auto mt-3 max-w-xl text-primary-foreground">
                  Entre na plataforma e compartilhe seu link de agendamento ainda hoje.
                </p>
                <Button asChild size="lg" variant="secondary" className="mt-8">
                  <Link href="/login">Acessar Plataforma</Link>
                </Button>
              </div>
            </div>
          </section>
        </HydrateLater>
      </main>
      <HydrateLater part={6}>
        <LandingFooter />
      </HydrateLater>
    </div>
  );
}
