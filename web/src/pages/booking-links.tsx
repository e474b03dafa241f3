import { Building2Icon, UserIcon, UsersIcon } from 'lucide-react';
import { PageLayout } from '@/components/page-layout';
import { Button } from '@/components/ui/button';
import { EmbedWidgetCard } from '@/features/booking-links/components/embed-widget-card';
import { ProfileInfoCard } from '@/features/booking-links/components/profile-info-card';
import { ShareableLinkCard } from '@/features/booking-links/components/shareable-link-card';
import { useOrganization } from '@/features/organization/api/organization';
import { useProfile } from '@/features/profile/api/get-profile';

export function BookingLinksPage() {
  const profile = useProfile();
  const isAdmin = profile.data?.role === 'admin';
  const organization = useOrganization(isAdmin);
  // The office's own slug once it has one (decision 078); its admin's id still opens the page.
  const officeKey = organization.data?.slug ?? profile.data?.id ?? '';
  return (
    <PageLayout
      title="Links de Agendamento"
      backHref="/user-dashboard"
      description="Compartilhe seus links para que os clientes agendem um horário com você."
    >
      {profile.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-muted-foreground">
          Carregando seus links...
        </p>
      ) : profile.isError ? (
        <div role="alert" className="grid justify-items-center gap-3 py-8 text-center text-sm">
          <p className="text-destructive">Não foi possível carregar seu perfil.</p>
          <Button type="button" variant="outline" size="sm" onClick={() => profile.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <div className="grid min-w-0 gap-6">
            <ShareableLinkCard
              icon={UserIcon}
              title="Link pessoal"
              description="Leva direto à sua agenda: o cliente escolhe o dia e o horário com você."
              path={`/book/personal/${profile.data.bookingSlug}`}
              highlighted
            />
            <ShareableLinkCard
              icon={UsersIcon}
              title="Link compartilhado"
              description="Mostra a equipe com horários abertos, com você já selecionado se tiver horários; o cliente pode escolher outro profissional."
              path={`/book/${profile.data.bookingSlug}`}
            />
            {profile.data.role === 'admin' && (
              <ShareableLinkCard
                icon={Building2Icon}
                title="Link da organização"
                description="A página de agendamento de toda a organização, para o site ou as redes sociais."
                path={`/book/shared/${officeKey}`}
              />
            )}
            <EmbedWidgetCard
              links={[
                {
                  value: 'personal',
                  label: 'Link pessoal',
                  link: { kind: 'personal', slug: profile.data.bookingSlug },
                },
                {
                  value: 'team',
                  label: 'Link compartilhado',
                  link: { kind: 'team', slug: profile.data.bookingSlug },
                },
                ...(profile.data.role === 'admin'
                  ? [
                      {
                        value: 'shared',
                        label: 'Link da organização',
                        link: { kind: 'shared', adminId: officeKey } as const,
                      },
                    ]
                  : []),
              ]}
            />
          </div>
          <ProfileInfoCard profile={profile.data} />
        </div>
      )}
    </PageLayout>
  );
}
