import { PageLayout } from '@/components/page-layout';
import { QueryState } from '@/components/query-state';
import { useProfile } from '@/features/profile/api/get-profile';
import { BookingLinkCard } from '@/features/profile/components/booking-link-card';
import { CalendarSettingsCard } from '@/features/calendars/components/calendar-settings-card';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { PixCard } from '@/features/profile/components/pix-card';
import { HolidaysCard } from '@/features/profile/components/holidays-card';
import { OfficeLogoCard } from '@/features/organization/components/office-logo-card';
import { OfficePageCard } from '@/features/organization/components/office-page-card';
import { OfficeServicesCard } from '@/features/products/components/office-services-card';
import { IntakeQuestionsCard } from '@/features/intake/components/intake-questions-card';
import { OrganizationCard } from '@/features/organization/components/organization-card';
import { PixPspCard } from '@/features/organization/components/pix-psp-card';
import { DateOverridesCard } from '@/features/date-overrides/components/date-overrides-card';
import { PrivacyCard } from '@/features/privacy/components/privacy-card';
import { ChangePasswordCard } from '@/features/auth/components/change-password-card';
import { useSession } from '@/lib/session';
import { calendarMessages } from '@core/messages.ts';

export function SettingsPage() {
  const profile = useProfile();
  const { isAdmin, isSecretary, homePath } = useSession();

  return (
    <PageLayout
      title="Configurações"
      backHref={homePath}
      description={
        isSecretary
          ? calendarMessages.settingsDescriptionSecretary
          : calendarMessages.settingsDescription
      }
    >
      <QueryState
        query={profile}
        loading="Carregando configurações..."
        error="Não foi possível carregar as configurações."
      >
        {(user) => (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="grid grid-cols-1 gap-6">
              <ProfileForm profile={user} />
              <ChangePasswordCard email={user.email} />
              {isAdmin && <OfficeServicesCard />}
              {isAdmin && <IntakeQuestionsCard />}
              {isAdmin && <PixPspCard />}
            </div>
            <div className="grid grid-cols-1 gap-6">
              {isAdmin && <OrganizationCard />}
              {isAdmin && <OfficePageCard />}
              {isAdmin && <OfficeLogoCard />}
              {(isAdmin || isSecretary) && <DateOverridesCard scope={{ kind: 'office' }} />}
              {isAdmin && <PrivacyCard />}
              {/* A secretary has no link, Pix, holidays or calendar of their own (decision 080). */}
              {!isSecretary && (
                <>
                  <BookingLinkCard profile={user} />
                  <PixCard />
                  <HolidaysCard profile={user} />
                  <CalendarSettingsCard />
                </>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </PageLayout>
  );
}
