import { Controller, useForm } from 'react-hook-form';
import { FormField, TextareaField } from '@/components/form-field';
import { NumberField } from '@/components/number-field';
import { SaveButton } from '@/components/save-button';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { NoticeField } from '@/components/notice-field';
import { integerField, numberFormResolver } from '@/lib/number-fields';
import { type NoticeUnit, splitNotice, withNoticeMinutes } from '@/lib/notice-units';
import { notifySettingsFailure, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { timezoneOptions } from '@/lib/timezone-options';
import type { UserDto } from '@core/schemas/auth.ts';
import { AreasText } from '@core/schemas/areas.ts';
import { UpdateProfileInput } from '@core/schemas/profile.ts';
import { areasMessages } from '@core/messages.ts';
import type { z } from 'zod';
import type { Timezone } from '@core/timezones.ts';

/** The server's schema, the areas read from the text typed. */
const ProfileFormInput = UpdateProfileInput.extend({ areas: AreasText });

type ProfileFormValues = {
  name: string;
  title: string;
  description: string;
  timezone: Timezone;
  /** Numbers as typed, in pt-BR: read by numberFormResolver. */
  defaultDuration: string;
  bufferTime: string;
  meetingTitle: string;
  meetingDescription: string;
  /** The minimum notice as typed (number and unit), read into minimumNoticeMinutes. */
  noticeAmount: string;
  noticeUnit: NoticeUnit;
  minimumNoticeMinutes: string;
  maximumHorizonDays: string;
  /** Areas of practice as typed, separated by commas. */
  areas: string;
};

function toFormValues(profile: UserDto): ProfileFormValues {
  return {
    name: profile.name,
    title: profile.title ?? '',
    description: profile.description ?? '',
    timezone: profile.timezone as Timezone,
    defaultDuration: String(profile.defaultDuration),
    bufferTime: String(profile.bufferTime),
    meetingTitle: profile.meetingTitle,
    meetingDescription: profile.meetingDescription,
    ...noticeValues(splitNotice(profile.minimumNoticeMinutes)),
    minimumNoticeMinutes: String(profile.minimumNoticeMinutes),
    maximumHorizonDays: String(profile.maximumHorizonDays),
    areas: profile.areas.join(', '),
  };
}

const noticeValues = ({ amount, unit }: ReturnType<typeof splitNotice>) => ({
  noticeAmount: amount,
  noticeUnit: unit,
});

/** 'Informações do Perfil' and 'Configurações de Agendamento', saved together. */
export function ProfileForm({ profile }: { profile: UserDto }) {
  const { updateUser, isSecretary } = useSession();
  // A secretary is never booked (decision 080): no public profile, no booking settings.
  const bookable = !isSecretary;
  const save = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof ProfileFormInput>>({
    resolver: withNoticeMinutes(
      numberFormResolver(ProfileFormInput, {
        defaultDuration: integerField('minutos'),
        bufferTime: integerField('minutos'),
        minimumNoticeMinutes: integerField('minutos'),
        maximumHorizonDays: integerField('dias'),
      }),
      { amount: 'noticeAmount', unit: 'noticeUnit', minutes: 'minimumNoticeMinutes' },
    ),
    defaultValues: toFormValues(profile),
  });
  const { register, control, formState } = form;
  const { errors } = formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      updateUser(saved); // the header and menus show the new name at once
      form.reset(toFormValues(saved));
      notifySuccess('Configurações salvas!', 'Seu perfil e suas preferências foram atualizados.');
    } catch (error) {
      notifySettingsFailure(error, form.setError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <SectionCard
        title="Informações do Perfil"
        description={
          bookable
            ? 'Como você aparece para os clientes na página de agendamento.'
            : 'Como você aparece para a equipe do escritório.'
        }
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          id="profile-name"
          label="Nome"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <FormField
          id="profile-email"
          label="E-mail"
          type="email"
          value={profile.email}
          readOnly
          hint="O e-mail de acesso não pode ser alterado aqui."
          className="bg-muted/60"
        />
        {bookable && (
          <>
            <FormField
              id="profile-title"
              label="Cargo/Especialidade"
              placeholder="Ex.: Advogada trabalhista"
              error={errors.title?.message}
              {...register('title')}
            />
            <div className="sm:col-span-2">
              <FormField
                id="profile-areas"
                label={areasMessages.label}
                placeholder="Ex.: Trabalhista, Família"
                hint={areasMessages.hint}
                error={errors.areas?.message}
                {...register('areas')}
              />
            </div>
            <div className="sm:col-span-2">
              <TextareaField
                id="profile-description"
                label="Descrição"
                rows={3}
                error={errors.description?.message}
                {...register('description')}
              />
            </div>
          </>
        )}
      </SectionCard>
      <SectionCard
        title={bookable ? 'Configurações de Agendamento' : 'Preferências'}
        description={
          bookable
            ? 'Valores usados nos novos agendamentos e nos convites.'
            : 'O fuso horário em que você vê as agendas.'
        }
        contentClassName="grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <SelectField
                id="profile-timezone"
                label="Fuso horário"
                value={field.value}
                onValueChange={field.onChange}
                options={timezoneOptions}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        {bookable && (
          <>
            {/* Bottom-aligned: the long label may take two lines beside the short one. */}
            <div className="grid items-end gap-4 sm:col-span-2 sm:grid-cols-2">
              <NumberField
                id="profile-default-duration"
                label="Duração padrão (minutos)"
                error={errors.defaultDuration?.message}
                {...register('defaultDuration')}
              />
              <NumberField
                id="profile-buffer"
                label="Intervalo entre agendamentos (minutos)"
                error={errors.bufferTime?.message}
                {...register('bufferTime')}
              />
            </div>
            <div className="grid items-start gap-4 sm:col-span-2 sm:grid-cols-2">
              <Controller
                control={control}
                name="noticeUnit"
                render={({ field }) => (
                  <NoticeField
                    id="profile-minimum-notice"
                    label="Antecedência mínima"
                    hint="Os clientes agendam pelo menos com esta antecedência."
                    error={errors.minimumNoticeMinutes?.message ?? errors.noticeAmount?.message}
                    amount={register('noticeAmount')}
                    unit={field.value}
                    onUnitChange={field.onChange}
                  />
                )}
              />
              <NumberField
                id="profile-maximum-horizon"
                label="Agendar até quantos dias à frente"
                hint="Os clientes não veem datas depois deste prazo."
                error={errors.maximumHorizonDays?.message}
                {...register('maximumHorizonDays')}
              />
            </div>
            <div className="sm:col-span-2">
              <FormField
                id="profile-meeting-title"
                label="Título da reunião"
                hint="Use {clientName} para incluir o nome do cliente."
                error={errors.meetingTitle?.message}
                {...register('meetingTitle')}
              />
            </div>
            <div className="sm:col-span-2">
              <TextareaField
                id="profile-meeting-description"
                label="Descrição da reunião"
                rows={3}
                error={errors.meetingDescription?.message}
                {...register('meetingDescription')}
              />
            </div>
          </>
        )}
      </SectionCard>
      <SaveButton pending={save.isPending} />
    </form>
  );
}
