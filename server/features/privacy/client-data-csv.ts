import { stringify } from 'csv-stringify/sync';
import { formatDateIn, formatTimeOfInstant } from '@core/scheduling/format-instant.ts';
import { DEFAULT_TIMEZONE } from '@core/constants.ts';
import type { ClientDataExportDto } from '@core/schemas/privacy.ts';
import { APPOINTMENT_STATUS_LABELS } from '@core/schemas/appointment-status.ts';
import { calendarSources } from '../calendars/calendar-connections.ts';

const sources: Record<string, string> = {
  manual: 'Equipe',
  public: 'Link de agendamento',
  api: 'API',
  mcp: 'Assistente (MCP)',
  ...Object.fromEntries(calendarSources.map(({ id, label }) => [id, label])),
};
const payments: Record<string, string> = { pending: 'Aguardando pagamento', paid: 'Pago' };

/** 'dd/MM/yyyy HH:mm' in the professional's zone. */
function dateTime(instant: string, timeZone: string | null): string {
  const zone = timeZone ?? DEFAULT_TIMEZONE;
  return `${formatDateIn(instant, zone)} ${formatTimeOfInstant(instant, zone)}`;
}

/**
 * A spreadsheet may split a cell on ';', ',', a tab or a line break and run any part that starts
 * (after spaces or quotes) with =, +, -, @, a tab or a CR as a formula: a "'" before each such
 * start keeps the whole cell text.
 */
const FORMULA_START = /(?<=(?:^|[;,\t\r\n])[ "']*)(?=[=+\-@\t\r])/g;

function neutraliseFormulas(text: string): string {
  return text.replace(FORMULA_START, "'");
}

/**
 * The export's appointments as a spreadsheet: one row per appointment, pt-BR headers and dates,
 * UTF-8 with a BOM so that Excel reads the accents right, ';' between quoted cells as Excel pt-BR
 * expects, and no part of a cell that a spreadsheet could run as a formula.
 */
export function clientDataCsv(data: ClientDataExportDto): Buffer {
  const rows = data.appointments.map((a) => ({
    Nome: a.clientName,
    'E-mail': a.clientEmail,
    Telefone: a.clientPhone ?? '',
    Observações: a.notes ?? '',
    Profissional: a.professionalName ?? '',
    Serviço: a.productName ?? '',
    Início: dateTime(a.startTime, a.timezone),
    Término: dateTime(a.endTime, a.timezone),
    'Fuso horário': a.timezone ?? DEFAULT_TIMEZONE,
    Origem: sources[a.source] ?? a.source,
    Status: APPOINTMENT_STATUS_LABELS[a.status],
    Pagamento: a.paymentStatus ? (payments[a.paymentStatus] ?? a.paymentStatus) : '',
    'Criado em': dateTime(a.createdAt, a.timezone),
    'Respostas do cliente': (a.intakeAnswers ?? [])
      .map(({ label, answer }) => `${label}: ${answer}`)
      .join(' | '),
    'Aviso de privacidade aceito em': a.privacyAcceptedAt
      ? `${dateTime(a.privacyAcceptedAt, a.timezone)} (versão ${a.privacyNoticeVersion ?? 1})`
      : '',
  }));
  const columns = [
    'Nome',
    'E-mail',
    'Telefone',
    'Observações',
    'Profissional',
    'Serviço',
    'Início',
    'Término',
    'Fuso horário',
    'Origem',
    'Status',
    'Pagamento',
    'Criado em',
    'Respostas do cliente',
    'Aviso de privacidade aceito em',
  ];
  const csv = stringify(rows, {
    header: true,
    columns,
    bom: true,
    delimiter: ';',
    quoted: true,
    cast: { string: neutraliseFormulas },
  });
  return Buffer.from(csv, 'utf8');
}
