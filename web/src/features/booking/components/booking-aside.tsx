import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { BookingSummary, type BookingDetails } from './booking-summary';
import { BOOKING_FORM_ID } from '../lib/form-id';
import type { PublicOfficeDto } from '@core/schemas/booking.ts';
import { PrivacyConsent } from './privacy-consent';

type BookingAsideProps = {
  details: BookingDetails;
  open: boolean;
  pending: boolean;
  office: PublicOfficeDto;
  /** The form asks for the notice's tick (decision 084): the line under the button is not needed. */
  consentAsked?: boolean;
};

/**
 * The summary with the confirm button: beside the steps on wide screens, after the form on a
 * phone (where it shows only once the form is open).
 */
export function BookingAside({ details, open, pending, office, consentAsked }: BookingAsideProps) {
  return (
    <aside
      aria-label="Resumo do agendamento"
      className={cn('lg:sticky lg:top-6', !open && 'hidden lg:block')}
    >
      <Card className="gap-5 py-5 sm:py-6">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle className="text-base sm:text-lg">Resumo do agendamento</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5 px-4 sm:px-6">
          <BookingSummary {...details} />
          <Button
            type="submit"
            form={BOOKING_FORM_ID}
            size="lg"
            className="w-full"
            disabled={!open || pending}
          >
            {pending ? 'Agendando...' : 'Confirmar agendamento'}
          </Button>
          {!consentAsked && <PrivacyConsent office={office} />}
        </CardContent>
      </Card>
    </aside>
  );
}
