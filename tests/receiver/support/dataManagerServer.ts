import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';

/**
 * Google's Data Manager API and its token endpoint, on loopback, for the uploader's tests. Every
 * request is checked against the documented format (dataManagerApi.md, with its addresses) and
 * refused as Google refuses (400 INVALID_ARGUMENT, a google.rpc.Status naming the field) when it
 * strays; a request that passes is kept, and, unless `validateOnly`, recorded as Google would
 * record it: one conversion per transactionId, its value overwritten by a later event (an
 * adjustment). The service account's key is made here, its private half written as a JSON key file.
 */

export const DATA_MANAGER_SCOPE = 'https://www.googleapis.com/auth/datamanager';
const CLIENT_EMAIL = 'uploader@hidden-gems-ads.iam.gserviceaccount.com';

export interface IngestCall {
  body: Record<string, unknown>;
  validateOnly: boolean;
  /** 200, or the refusal's status. */
  status: number;
  /** The refusal's message, when refused. */
  refusal?: string;
}

export interface RecordedConversion {
  value: number | undefined;
  currency: string | undefined;
  /** How many events (the first and each adjustment) Google took for it. */
  events: number;
  adUserData: string;
}

export interface LocalDataManager {
  url: string;
  /** The service account's key file, for LEADS_ADS_CREDENTIALS. */
  keyFile: string;
  calls: IngestCall[];
  tokensIssued: number;
  /** What Google would hold: each conversion by its transactionId. */
  conversions: Map<string, RecordedConversion>;
  /** Refuses the real (not validateOnly) requests with this message, until set to undefined. */
  refuseWith: (message: string | undefined) => void;
  close: () => Promise<void>;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;
const ACCOUNT_TYPES = [
  'GOOGLE_ADS',
  'DISPLAY_VIDEO_ADVERTISER',
  'DISPLAY_VIDEO_PARTNER',
  'DATA_PARTNER',
  'GOOGLE_ANALYTICS_PROPERTY',
];
const CONSENT = ['CONSENT_STATUS_UNSPECIFIED', 'CONSENT_GRANTED', 'CONSENT_DENIED'];
const EVENT_SOURCES = ['EVENT_SOURCE_UNSPECIFIED', 'WEB', 'APP', 'IN_STORE', 'PHONE', 'OTHER'];
const REQUEST_FIELDS = ['destinations', 'events', 'consent', 'validateOnly', 'encoding'];
const DESTINATION_FIELDS = [
  'operatingAccount',
  'loginAccount',
  'linkedAccount',
  'productDestinationId',
  'reference',
];
const EVENT_FIELDS = [
  'destinationReferences',
  'transactionId',
  'eventTimestamp',
  'lastUpdatedTimestamp',
  'userData',
  'consent',
  'adIdentifiers',
  'currency',
  'conversionValue',
  'eventSource',
  'eventDeviceInfo',
  'cartData',
  'customVariables',
  'experimentalFields',
  'userProperties',
];
const AD_IDENTIFIER_FIELDS = ['sessionAttributes', 'gclid', 'gbraid', 'wbraid', 'landingPageDeviceInfo'];
const IDENTIFIER_FIELDS = ['emailAddress', 'phoneNumber', 'address'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of an IngestEventsRequest, each naming its field; none when it is as documented. */
export function ingestProblems(body: unknown): string[] {
  const problems: string[] = [];
  const unknownFields = (object: Record<string, unknown>, allowed: string[], at: string) => {
    for (const key of Object.keys(object))
      if (!allowed.includes(key)) problems.push(`${at}${key}: unknown field`);
  };
  const consent = (value: unknown, at: string) => {
    if (!isObject(value)) return problems.push(`${at}: must be a Consent`);
    unknownFields(value, ['adUserData', 'adPersonalization'], `${at}.`);
    for (const key of ['adUserData', 'adPersonalization'])
      if (value[key] !== undefined && !CONSENT.includes(String(value[key])))
        problems.push(`${at}.${key}: not a consent status`);
    return problems.length;
  };
  if (!isObject(body)) return ['the body must be a JSON object'];
  unknownFields(body, REQUEST_FIELDS, '');
  const { destinations, events, encoding } = body;
  if (!Array.isArray(destinations) || destinations.length < 1 || destinations.length > 10)
    problems.push('destinations: 1 to 10 required');
  else
    destinations.forEach((destination: unknown, index) => {
      const at = `destinations[${index}]`;
      if (!isObject(destination)) return problems.push(`${at}: must be a Destination`);
      unknownFields(destination, DESTINATION_FIELDS, `${at}.`);
      const account = destination.operatingAccount;
      if (!isObject(account)) return problems.push(`${at}.operatingAccount: required`);
      if (!ACCOUNT_TYPES.includes(String(account.accountType)))
        problems.push(`${at}.operatingAccount.accountType: not an account type`);
      if (account.accountType === 'GOOGLE_ADS' && !/^\d{10}$/.test(String(account.accountId)))
        problems.push(`${at}.operatingAccount.accountId: a Google Ads customer id is ten digits`);
      if (account.accountType === 'GOOGLE_ADS' && !/^\d+$/.test(String(destination.productDestinationId)))
        problems.push(`${at}.productDestinationId: the conversion action's id is required`);
      return undefined;
    });
  if (body.validateOnly !== undefined && typeof body.validateOnly !== 'boolean')
    problems.push('validateOnly: must be a boolean');
  if (encoding !== undefined && encoding !== 'HEX' && encoding !== 'BASE64')
    problems.push('encoding: HEX or BASE64');
  if (body.consent !== undefined) consent(body.consent, 'consent');
  if (!Array.isArray(events) || events.length < 1 || events.length > 2000) {
    problems.push('events: 1 to 2000 required');
    return problems;
  }
  events.forEach((event: unknown, index) => {
    const at = `events[${index}]`;
    if (!isObject(event)) return problems.push(`${at}: must be an Event`);
    unknownFields(event, EVENT_FIELDS, `${at}.`);
    if (typeof event.transactionId !== 'string' || event.transactionId.length === 0)
      problems.push(`${at}.transactionId: required for an offline conversion`);
    if (typeof event.eventTimestamp !== 'string' || !RFC3339.test(event.eventTimestamp))
      problems.push(`${at}.eventTimestamp: required, RFC 3339`);
    if (event.currency !== undefined && !/^[A-Z]{3}$/.test(String(event.currency)))
      problems.push(`${at}.currency: an ISO 4217 code`);
    if (
      event.conversionValue !== undefined &&
      !(typeof event.conversionValue === 'number' && event.conversionValue >= 0)
    )
      problems.push(`${at}.conversionValue: a number, not negative`);
    if (event.eventSource !== undefined && !EVENT_SOURCES.includes(String(event.eventSource)))
      problems.push(`${at}.eventSource: not an event source`);
    const ads = event.adIdentifiers;
    if (ads !== undefined) {
      if (!isObject(ads)) problems.push(`${at}.adIdentifiers: must be AdIdentifiers`);
      else unknownFields(ads, AD_IDENTIFIER_FIELDS, `${at}.adIdentifiers.`);
    }
    const user = event.userData;
    if (user !== undefined) {
      const ids = isObject(user) ? user.userIdentifiers : undefined;
      if (!Array.isArray(ids) || ids.length < 1 || ids.length > 10)
        problems.push(`${at}.userData.userIdentifiers: 1 to 10 required`);
      else {
        if (encoding === undefined) problems.push('encoding: required when user identifiers are sent');
        ids.forEach((id: unknown, idIndex) => {
          const idAt = `${at}.userData.userIdentifiers[${idIndex}]`;
          if (!isObject(id) || Object.keys(id).length !== 1)
            return problems.push(`${idAt}: exactly one of emailAddress, phoneNumber, address`);
          unknownFields(id, IDENTIFIER_FIELDS, `${idAt}.`);
          for (const key of ['emailAddress', 'phoneNumber'])
            if (id[key] !== undefined && encoding === 'HEX' && !HEX_SHA256.test(String(id[key])))
              problems.push(`${idAt}.${key}: a SHA-256 in lowercase hex`);
          return undefined;
        });
      }
    }
    const hasClick =
      isObject(ads) && ['gclid', 'gbraid', 'wbraid'].some((key) => typeof ads[key] === 'string');
    if (!hasClick && user === undefined)
      problems.push(`${at}: an offline conversion needs adIdentifiers or userData`);
    const eventConsent = event.consent ?? body.consent;
    if (eventConsent === undefined)
      problems.push(`${at}.consent: required from the EEA (EU user consent policy)`);
    else if (
      consent(eventConsent, `${at}.consent`) === 0 &&
      isObject(eventConsent) &&
      eventConsent.adUserData !== 'CONSENT_GRANTED'
    )
      problems.push(`${at}.consent.adUserData: not granted; the receiver must never send this event`);
    return undefined;
  });
  return problems;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const status = (code: number, statusName: string, message: string) =>
  JSON.stringify({ error: { code, message, status: statusName } });

export async function startDataManager(folder: string): Promise<LocalDataManager> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const tokens = new Set<string>();
  const calls: IngestCall[] = [];
  const conversions = new Map<string, RecordedConversion>();
  let refusal: string | undefined;
  let tokenUri = '';
  let tokensIssued = 0;

  const server = createServer((request, response) => {
    void bodyOf(request).then(async (text) => {
      const answer = (code: number, body: string) =>
        response.writeHead(code, { 'Content-Type': 'application/json' }).end(body);
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(text);
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return answer(400, JSON.stringify({ error: 'unsupported_grant_type' }));
        const verified = await verify(form.get('assertion') ?? '', publicKey, tokenUri);
        if (!verified) return answer(400, JSON.stringify({ error: 'invalid_grant' }));
        const token = `ya29.${randomUUID()}`;
        tokens.add(token);
        tokensIssued += 1;
        return answer(200, JSON.stringify({ access_token: token, expires_in: 3599, token_type: 'Bearer' }));
      }
      if (request.method !== 'POST' || request.url !== '/v1/events:ingest')
        return answer(404, status(404, 'NOT_FOUND', `${request.method} ${request.url}`));
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer))
        return answer(401, status(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'));
      if (!/^application\/json\b/.test(request.headers['content-type'] ?? ''))
        return answer(400, status(400, 'INVALID_ARGUMENT', 'Content-Type must be application/json'));
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return answer(400, status(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
      }
      const object = isObject(body) ? body : {};
      const validateOnly = object.validateOnly === true;
      const problems = ingestProblems(body);
      if (problems.length > 0) {
        calls.push({ body: object, validateOnly, status: 400, refusal: problems.join('; ') });
        return answer(400, status(400, 'INVALID_ARGUMENT', problems.join('; ')));
      }
      if (!validateOnly && refusal) {
        calls.push({ body: object, validateOnly, status: 400, refusal });
        return answer(400, status(400, 'INVALID_ARGUMENT', refusal));
      }
      calls.push({ body: object, validateOnly, status: 200 });
      if (!validateOnly)
        for (const event of object.events as Record<string, unknown>[]) {
          const id = String(event.transactionId);
          const seen = conversions.get(id);
          const consent = event.consent as Record<string, string>;
          conversions.set(id, {
            value: event.conversionValue as number | undefined,
            currency: event.currency as string | undefined,
            events: (seen?.events ?? 0) + 1,
            adUserData: consent.adUserData ?? '',
          });
        }
      return answer(200, JSON.stringify({ requestId: randomUUID() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${url}/token`;
  const keyFile = path.join(folder, 'service-account.json');
  writeFileSync(
    keyFile,
    JSON.stringify({
      type: 'service_account',
      project_id: 'hidden-gems-ads',
      private_key_id: 'k1',
      private_key: await exportPKCS8(privateKey),
      client_email: CLIENT_EMAIL,
      token_uri: tokenUri,
    }),
  );
  return {
    url,
    keyFile,
    calls,
    get tokensIssued() {
      return tokensIssued;
    },
    conversions,
    refuseWith: (message) => {
      refusal = message;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Whether the assertion is the service account's, for this token endpoint and the Data Manager's scope. */
async function verify(assertion: string, publicKey: CryptoKey, audience: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(assertion, publicKey, {
      issuer: CLIENT_EMAIL,
      audience,
      algorithms: ['RS256'],
      maxTokenAge: '1h',
    });
    const lifetime = (payload.exp ?? 0) - (payload.iat ?? 0);
    return String(payload.scope).split(' ').includes(DATA_MANAGER_SCOPE) && lifetime > 0 && lifetime <= 3600;
  } catch {
    return false;
  }
}
