/**
 * Whether a request may write: browsers name the page that sent a POST in `Origin`. A page on the
 * site's own origin (the configured ones, or the host the request was sent to, as under
 * `npm start` or `npm run dev`) may; any other page may not, which stops other sites posting
 * enquiries (or inbox changes) in a visitor's name. A request without `Origin` comes from no
 * browser page (curl, a server), so it has no visitor to forge for; `requireOrigin` refuses it
 * where one is needed anyway.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
  requireOrigin = false,
): boolean {
  if (origin === undefined) return !requireOrigin;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === 'null') return false;
  if (allowedOrigins.includes(parsed.origin)) return true;
  return host !== undefined && parsed.host === host.toLowerCase();
}
