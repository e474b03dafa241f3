import { describe, expect, it } from 'vitest';
import type { BookingPageDto, PublicProfessionalDto } from '@core/schemas/booking.ts';
import { bookingPageTitle, headerLines, headingOf } from './page-heading';

const bruno = { id: 'p1', name: 'Bruno Lima' } as PublicProfessionalDto;
const office = { name: 'Souza & Prado Advogados' };
const personal: BookingPageDto = {
  type: 'personal',
  organization: office,
  professional: bruno,
  holidays: [],
};
const shared: BookingPageDto = {
  type: 'shared',
  organization: office,
  professionals: [bruno],
  preselectedProfessionalId: bruno.id,
  holidays: [],
};

describe('the heading of a public booking page', () => {
  it('heads a shared link with the office, even with a professional preselected', () => {
    const heading = headingOf(shared);
    expect(headerLines(heading)).toEqual(['Souza & Prado Advogados', 'Agendamento online']);
    expect(bookingPageTitle(heading)).toBe('Agendar · Souza & Prado Advogados');
  });

  it('heads a personal link with the professional, the office second', () => {
    const heading = headingOf(personal);
    expect(headerLines(heading)).toEqual(['Bruno Lima', 'Souza & Prado Advogados']);
    expect(bookingPageTitle(heading)).toBe('Agendar com Bruno Lima · Souza & Prado Advogados');
  });

  it('says the name once when the office is named after its professional', () => {
    const heading = headingOf({ ...personal, organization: { name: 'Bruno Lima' } });
    expect(headerLines(heading)).toEqual(['Bruno Lima', 'Agendamento online']);
    expect(bookingPageTitle(heading)).toBe('Agendar com Bruno Lima');
  });

  it('names only the service while the page loads', () => {
    expect(headerLines(headingOf(undefined))).toEqual(['Agendamento online', undefined]);
    expect(bookingPageTitle(headingOf(undefined))).toBe('Agendar horário');
  });
});
