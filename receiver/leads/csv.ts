import { ATTRIBUTION_COLUMNS } from '../db/schema';
import type { Lead } from './store';

export const CSV_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'status',
  'name',
  'email',
  'phone',
  'interest',
  'arrival',
  'departure',
  'message',
  'gclid',
  'source',
  // Last, so that a sheet made from an older export keeps its columns: the language to answer in.
  'locale',
  // Then, again after the older ones, what brought the visit and the privacy choice it was kept under.
  ...ATTRIBUTION_COLUMNS,
] as const satisfies readonly (keyof Lead)[];

/**
 * One CSV cell (RFC 4180: quoted, quotes doubled). A cell that a spreadsheet would run as a
 * formula (=, +, -, @, a tab or a carriage return first) gets a leading apostrophe: the export is
 * opened in Excel, and a visitor writes what they like in an enquiry.
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The leads as CSV, a header row first, CRLF line ends. */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = [
    CSV_COLUMNS.join(','),
    ...leads.map((lead) => CSV_COLUMNS.map((column) => csvCell(lead[column])).join(',')),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
