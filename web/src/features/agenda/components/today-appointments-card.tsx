import { addDays, startOfDay } from 'date-fns';
import { SectionCard } from '@/components/section-card';
import { useAppointments } from '../api/list-appointments';
import { useAgenda } from '../lib/agenda-context';
import { capitalize, longDate, nowIn } from '../lib/calendar-dates';
import { placeAll } from '../lib/time-grid-layout';
import { AppointmentList } from './appointment-list';

/** 'Agendamentos de Hoje': the whole team's day, five per page. */
export function TodayAppointmentsCard() {
  const { zone, dialogs } = useAgenda();
  const today = startOfDay(nowIn(zone));
  const appointments = useAppointments({ from: today, to: addDays(today, 1) }, 'admin');
  const items = placeAll(appointments.data ?? [], zone);
  return (
    <SectionCard title="Agendamentos de Hoje" description={capitalize(longDate(today))}>
      <AppointmentList
        key={dialogs.version}
        items={items}
        loading={appointments.isPending}
        label="Agendamentos de hoje"
        empty="Nenhum agendamento para hoje."
      />
    </SectionCard>
  );
}
