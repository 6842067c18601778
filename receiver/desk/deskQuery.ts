import * as z from 'zod';
import { LEAD_STATUSES } from '../db/schema';
import { warsawInstant } from '../leads/warsawClock';
import { SORTS, type DeskQuery } from './leadDesk';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The list's address: what a GET of /inbox may ask for, anything else refused with a reason. */
export const deskQuerySchema = z.object({
  folder: z.enum(['inbox', 'spam']).default('inbox'),
  q: z.string().max(200).default(''),
  status: z.union([z.enum(LEAD_STATUSES), z.literal('')]).default(''),
  owner: z.union([z.literal(''), z.literal('me'), z.literal('none'), z.uuid()]).default(''),
  from: z.union([isoDate, z.literal('')]).default(''),
  to: z.union([isoDate, z.literal('')]).default(''),
  sort: z.enum(SORTS).default('received'),
  desc: z.union([z.literal('1'), z.literal('0'), z.literal('')]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The query of a parsed list address; `me` is the signed-in account. */
export function deskQueryFrom(parsed: z.output<typeof deskQuerySchema>, accountId: string): DeskQuery {
  return {
    folder: parsed.folder,
    search: parsed.q || undefined,
    status: parsed.status || undefined,
    owner: parsed.owner === 'me' ? accountId : parsed.owner || undefined,
    receivedFrom: parsed.from || undefined,
    receivedTo: parsed.to || undefined,
    sort: parsed.sort,
    // Newest first unless asked otherwise; other sorts ascending unless asked.
    descending: parsed.desc === undefined ? parsed.sort === 'received' : parsed.desc === '1',
    page: parsed.page,
  };
}

/** The address of a list view (`?status=new&page=2`), only what differs from the defaults. */
export function deskQueryString(query: DeskQuery): string {
  const params = new URLSearchParams();
  if (query.folder === 'spam') params.set('folder', 'spam');
  if (query.search) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.owner) params.set('owner', query.owner);
  if (query.receivedFrom) params.set('from', query.receivedFrom);
  if (query.receivedTo) params.set('to', query.receivedTo);
  if (query.sort !== 'received') params.set('sort', query.sort);
  if (query.descending !== (query.sort === 'received')) params.set('desc', query.descending ? '1' : '0');
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The UTC instant a Warsaw date begins: the list's date filter is the office's calendar. */
export const warsawDayStart = (isoDay: string): string => warsawInstant(isoDay, 0).toISOString();
