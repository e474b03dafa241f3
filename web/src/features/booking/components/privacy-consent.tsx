import type { PublicOfficeDto } from '@core/schemas/booking.ts';

/** Beside the confirm button: the office's privacy notice, opened in a new tab (the form stays). */
export function PrivacyConsent({ office }: { office: PublicOfficeDto }) {
  if (!office.privacyHref) return null;
  return (
    <p className="text-center text-xs text-muted-foreground">
      Ao confirmar, você concorda com o{' '}
      <a
        href={office.privacyHref}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-foreground underline underline-offset-4"
      >
        Aviso de privacidade
      </a>{' '}
      de {office.name}.
    </p>
  );
}
