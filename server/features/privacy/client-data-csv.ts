import { stringify } from 'csv-stringify/sync';
import { formatDateIn, formatTimeOfInstant } from '../../../core/scheduling/format-instant.ts';
import { DEFAULT_TIMEZONE } from '../../../core/constants.ts';
import type { ClientDataExportDto } from '../../../core/schemas/privacy.ts';

const sources: Record<string, string> = {
  manual: 'Equipe',
  public: 'Link de agendamento',
  api: 'API',
  mcp: 'Assistente (MCP)',
  google: 'Google Calendar',
};
const payments: Record<string, string> = { pending: 'Aguardando pagamento', paid: 'Pago' };

/** 'dd/MM/yyyy HH:mm' in the professional's zone. */
function dateTime(instant: string, timeZone: string | null): string {
  const zone = timeZone ?? DEFAULT_TIMEZONE;
  return `${formatDateIn(instant, zone)} ${formatTimeOfInstant(instant, zone)}`;
}

/**
 * The export's appointments as a spreadsheet: one row per appointment, pt-BR headers and dates,
 * UTF-8 with a BOM so that Excel reads the accents right; cells that a spreadsheet would run as a
 * formula (=, +, -, @) are written as text.
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
    Pagamento: a.paymentStatus ? (payments[a.paymentStatus] ?? a.paymentStatus) : '',
    'Criado em': dateTime(a.createdAt, a.timezone),
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
    'Pagamento',
    'Criado em',
  ];
  // escape_formulas: a name or note typed as '=HYPERLINK(...)' stays text in a spreadsheet.
  const csv = stringify(rows, { header: true, columns, bom: true, escape_formulas: true });
  return Buffer.from(csv, 'utf8');
}
