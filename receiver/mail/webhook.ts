import { createHmac } from 'node:crypto';
import type { Lead } from '../db/schema';

/** The header that carries the signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'X-Leads-Signature';

export const signBody = (body: string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** What a chat channel or a CRM is told of a new lead: its details and the desk's link to it. */
export function webhookBody(lead: Lead, deskUrl: string): string {
  return JSON.stringify({
    event: 'lead.created',
    id: lead.id,
    receivedAt: lead.created_at,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    interest: lead.interest,
    arrival: lead.arrival,
    departure: lead.departure,
    message: lead.message,
    locale: lead.locale,
    gclid: lead.gclid,
    url: `${deskUrl}/leads/${lead.id}`,
  });
}

/**
 * Posts a lead to the webhook, signed; anything but a 2xx within ten seconds throws, so the
 * outbox tries again later. The delivery id lets the receiving end drop a repeat.
 */
export async function postWebhook(
  target: { url: string; secret: string },
  lead: Lead,
  deskUrl: string,
  deliveryId: string,
): Promise<void> {
  const body = webhookBody(lead, deskUrl);
  const response = await fetch(target.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SIGNATURE_HEADER]: signBody(body, target.secret),
      'X-Leads-Delivery': deliveryId,
    },
    body,
    redirect: 'error',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
}
