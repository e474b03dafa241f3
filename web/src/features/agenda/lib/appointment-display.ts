import type { CSSProperties } from 'react';
import {
  DEFAULT_APPOINTMENT_COLOR,
  FALLBACK_PROFESSIONAL_COLOR,
  LONG_APPOINTMENT_MINUTES,
} from '@core/constants.ts';
import type { AppointmentDto } from '@core/schemas/appointments.ts';
import type { UserDto } from '@core/schemas/auth.ts';

/** Who can be booked, as the agenda needs them (the admin's team list). */
export type AgendaProfessional = Pick<UserDto, 'id' | 'name' | 'color' | 'isActive' | 'timezone'>;

/** Client names are cut at 15 (narrow cells) or 20 characters (SPEC §9). */
export function truncateName(name: string, max: 15 | 20): string {
  return name.length > max ? `${name.slice(0, max).trimEnd()}…` : name;
}

export const durationMinutes = (appointment: Pick<AppointmentDto, 'startTime' | 'endTime'>) =>
  Math.round((Date.parse(appointment.endTime) - Date.parse(appointment.startTime)) / 60_000);

/** Appointments of 90 minutes or more span their hours and make them busy (SPEC §4, §5). */
export const isLong = (appointment: Pick<AppointmentDto, 'startTime' | 'endTime'>) =>
  durationMinutes(appointment) >= LONG_APPOINTMENT_MINUTES;

/**
 * The colour an appointment is drawn in. On the shared agenda, its professional's, so the team's
 * entries tell apart (a colour picked on Minha Agenda stays there); on one's own agenda, the
 * colour picked for it, else the default appointment colour.
 */
export function appointmentColor(
  appointment: Pick<AppointmentDto, 'color' | 'userId'>,
  professionals?: readonly AgendaProfessional[],
): string {
  if (!professionals) return appointment.color || DEFAULT_APPOINTMENT_COLOR;
  return ownerOf(appointment, professionals)?.color || FALLBACK_PROFESSIONAL_COLOR;
}

/** The professional an appointment is with, when the agenda knows the team. */
export function ownerOf(
  appointment: Pick<AppointmentDto, 'userId'>,
  professionals?: readonly AgendaProfessional[],
): AgendaProfessional | undefined {
  return professionals?.find((professional) => professional.id === appointment.userId);
}

/** A tinted card with a solid edge: readable on light and dark themes with any colour. */
export function entryStyle(color: string): CSSProperties {
  return {
    borderLeftColor: color,
    backgroundColor: `color-mix(in oklab, ${color} 16%, var(--card))`,
  };
}

/** The named colours of the personal agenda's picker (SPEC §2); Azul is the default colour. */
export const appointmentColors = [
  { name: 'Azul', hex: DEFAULT_APPOINTMENT_COLOR },
  { name: 'Verde', hex: '#0B8043' },
  { name: 'Roxo', hex: '#8E24AA' },
  { name: 'Rosa', hex: '#D81B60' },
  { name: 'Amarelo', hex: '#F6BF26' },
  { name: 'Laranja', hex: '#F4511E' },
  { name: 'Vermelho', hex: '#D50000' },
  { name: 'Cinza', hex: '#616161' },
] as const;

export const byStart = (a: AppointmentDto, b: AppointmentDto) =>
  Date.parse(a.startTime) - Date.parse(b.startTime);
