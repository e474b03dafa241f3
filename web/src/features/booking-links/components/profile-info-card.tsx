import { PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { UserDto } from '@core/schemas/auth.ts';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium break-all">{children}</dd>
    </div>
  );
}

/** What the links are built from: name, title, slug and e-mail of the signed-in user. */
export function ProfileInfoCard({ profile }: { profile: UserDto }) {
  return (
    <Card className="gap-4 py-5 sm:py-6">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="text-base">Informações do perfil</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        <dl className="grid gap-3">
          <InfoRow label="Nome">{profile.name}</InfoRow>
          <InfoRow label="Título">
            {profile.title || (
              <span className="font-normal text-muted-foreground">Não informado</span>
            )}
          </InfoRow>
          <InfoRow label="Slug">
            <code className="font-mono">{profile.bookingSlug}</code>
          </InfoRow>
          <InfoRow label="E-mail">{profile.email}</InfoRow>
        </dl>
        <Button asChild variant="outline" size="sm" className="w-full">
          <Link href="/settings">
            <PencilIcon aria-hidden="true" />
            Editar perfil
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
