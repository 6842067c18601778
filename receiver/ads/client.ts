import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import * as z from 'zod';
import { isHttpsOrLoopback } from '../config/settings';
import type { IngestEventsRequest } from './dataManager';

/**
 * Google's Data Manager API over HTTPS, as a service account calls it: a JWT signed with the
 * account's key (RS256, by `jose`) is exchanged at the key's `token_uri` for an access token
 * (OAuth 2.0 JWT bearer grant, https://developers.google.com/identity/protocols/oauth2/service-account),
 * kept until a minute before it expires; `events:ingest` is posted with it
 * (https://developers.google.com/data-manager/api/reference/rest/v1/events/ingest).
 */
export const DATA_MANAGER_SCOPE = 'https://www.googleapis.com/auth/datamanager';
export const DATA_MANAGER_URL = 'https://datamanager.googleapis.com';

/** The fields of a service account's JSON key that the token needs. */
const serviceAccountKey = z.object({
  type: z.literal('service_account'),
  client_email: z.string().email(),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
  token_uri: z
    .string()
    .refine(isHttpsOrLoopback, 'must be an https:// address (http:// only on this machine)')
    .default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccountKey = z.infer<typeof serviceAccountKey>;

/** Reads a service account's key file; throws naming the file and the field that is wrong. */
export function readServiceAccountKey(file: string): ServiceAccountKey {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file}: not a readable JSON key (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const parsed = serviceAccountKey.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') || 'the key'} ${issue?.message ?? 'is not valid'}`);
  }
  return parsed.data;
}

/** Google refused a request (4xx): worth showing on the lead; retried, it may pass (a quota, a fix). */
export class DataManagerRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const errorBody = z.object({
  error: z.object({ code: z.number().optional(), status: z.string().optional(), message: z.string() }),
});

/** Google's words for a failed answer: its google.rpc.Status message, or the HTTP status. */
async function refusalOf(response: Response): Promise<DataManagerRefusal> {
  const text = await response.text();
  let reason = `HTTP ${response.status}`;
  try {
    const { error } = errorBody.parse(JSON.parse(text));
    reason = `${error.status ?? `HTTP ${response.status}`}: ${error.message}`;
  } catch {
    if (text) reason += `: ${text.slice(0, 200)}`;
  }
  return new DataManagerRefusal(response.status, reason);
}

export class DataManagerClient {
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly key: ServiceAccountKey,
    private readonly apiUrl: string = DATA_MANAGER_URL,
    private readonly timeoutMs = 30_000,
  ) {}

  /** Posts one request; resolves to Google's request id, throws DataManagerRefusal on a 4xx. */
  async ingest(request: IngestEventsRequest): Promise<string> {
    const response = await fetch(`${this.apiUrl.replace(/\/$/, '')}/v1/events:ingest`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await this.accessToken()}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (response.status === 401) this.token = undefined;
    if (!response.ok) throw await refusalOf(response);
    const body = z.object({ requestId: z.string().optional() }).parse(await response.json());
    return body.requestId ?? '';
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const { key } = this;
    const assertion = await new SignJWT({ scope: DATA_MANAGER_SCOPE })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(key.private_key_id ? { kid: key.private_key_id } : {}),
      })
      .setIssuer(key.client_email)
      .setAudience(key.token_uri)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(key.private_key, 'RS256'));
    const response = await fetch(key.token_uri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw await refusalOf(response);
    const { access_token, expires_in } = z
      .object({ access_token: z.string().min(1), expires_in: z.number().positive() })
      .parse(await response.json());
    this.token = { value: access_token, until: Date.now() + (expires_in - 60) * 1000 };
    return access_token;
  }
}
