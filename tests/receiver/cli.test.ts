// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/receiver/db/database';
import { CSV_COLUMNS, csvCell, leadsCsv } from '@/receiver/leads/csv';
import { saveLead } from '@/receiver/leads/store';
import { validEnquiry, PRIVACY_ACCEPTED, PRIVACY_REJECTED } from '../fixtures/enquiry';
import type { IngestEventsRequest } from '@/receiver/ads/dataManager';
import { sha256Hex } from '@/receiver/ads/enhancedConversions';

const run = promisify(execFile);
const folder = mkdtempSync(path.join(tmpdir(), 'leads-cli-'));
const file = path.join(folder, 'leads.db');

/** `npm run leads -- …` as the office runs it, on a real SQLite file. */
async function leads(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return leadsWith({}, ...args);
}

async function leadsWith(
  environment: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'receiver/cli.ts', ...args], {
      env: { ...process.env, LEADS_DB: file, ...environment },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  const db = await openDatabase({ kind: 'sqlite', file });
  await saveLead(
    db,
    validEnquiry({ name: 'Anna Nowak', email: 'anna@example.com' }),
    'script',
    new Date('2026-01-02T10:00:00Z'),
  );
  await saveLead(
    db,
    validEnquiry({
      name: 'Anna Nowak',
      email: 'ANNA@example.com',
      message: 'Second question, "quoted", about Gozo.',
      locale: 'pl',
    }),
    'form',
    new Date('2026-01-03T10:00:00Z'),
  );
  await saveLead(
    db,
    validEnquiry({ name: '=HYPERLINK("x")', email: 'jan@example.com' }),
    'script',
    new Date('2026-01-04T10:00:00Z'),
  );
  await db.destroy();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run leads', () => {
  it('exports every lead as CSV, oldest first', async () => {
    const { code, stdout } = await leads('export');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"anna@example.com"');
    expect(lines[2]).toContain('"Second question, ""quoted"", about Gozo."');
    // The language the office answers in: English unless the enquiry came from a Polish page.
    // (Then the visit's columns, empty here: these enquiries were sent without a privacy choice.)
    const after = CSV_COLUMNS.length - 1 - CSV_COLUMNS.indexOf('locale');
    expect(lines[1]).toMatch(new RegExp(`,"en"(,""){${after}}$`));
    expect(lines[2]).toMatch(new RegExp(`,"pl"(,""){${after}}$`));
    // A formula is text in the export.
    expect(lines[3]).toContain(`"'=HYPERLINK(""x"")"`);
  }, 30_000);

  it("forgets one person's leads whatever the case of the address, and says how many", async () => {
    const forgot = await leads('forget', 'Anna@Example.com');
    expect(forgot).toMatchObject({ code: 0 });
    expect(forgot.stdout).toContain('2 leads of Anna@Example.com deleted.');
    const { stdout } = await leads('export');
    expect(stdout).not.toContain('anna@');
    expect(stdout).toContain('jan@example.com');
  }, 30_000);

  it('explains its use when asked wrongly', async () => {
    for (const args of [[], ['delete'], ['forget'], ['forget', 'not-an-email'], ['export', 'extra']]) {
      const result = await leads(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run leads');
    }
  }, 60_000);

  it('purges what is past its retention period', async () => {
    const { code, stdout } = await leads('purge');
    expect(code).toBe(0);
    // The leads above are from January 2026; the clock says more than 12 months later or not.
    expect(stdout).toMatch(/^\d+ expired leads? deleted\.$/m);
  }, 30_000);
});

describe('CSV cells', () => {
  it('are quoted, with quotes doubled and formulas neutralised', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    for (const formula of ['=1+1', '+48 22', '-2', '@SUM(A1)'])
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    expect(leadsCsv([])).toBe(
      'id,created_at,updated_at,status,name,email,phone,interest,arrival,departure,message,gclid,source,locale,' +
        'gbraid,wbraid,landing_page,utm_source,utm_medium,utm_campaign,consent_ad_storage,consent_ad_user_data,' +
        'consent_ad_personalization,consent_analytics_storage,consent_version,consent_at\r\n',
    );
  });
});

describe('npm run leads -- upload --dry-run (Google’s Data Manager API)', () => {
  it('prints the requests it would send, booked leads with consent only, and sends nothing', async () => {
    const uploads = path.join(folder, 'uploads.db');
    const db = await openDatabase({ kind: 'sqlite', file: uploads });
    const booked = async (overrides: Parameters<typeof validEnquiry>[0]) => {
      const { id } = await saveLead(db, validEnquiry(overrides), 'script', new Date('2026-11-20T10:00:00Z'));
      await db
        .updateTable('leads')
        .set({
          status: 'booked',
          booked_at: '2026-11-28T09:30:00.000Z',
          booking_value_minor: 1_250_000,
          booking_currency: 'PLN',
        })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const consented = await booked({
      email: 'Cloudy.SanFrancisco+shopping@gmail.com',
      gclid: 'Cj0-up_1',
      privacy: PRIVACY_ACCEPTED,
    });
    await booked({ email: 'refused@example.pl', gclid: 'Cj0-up_2', privacy: PRIVACY_REJECTED });
    await db.destroy();

    const refused = await leadsWith({ LEADS_DB: uploads }, 'upload', '--dry-run');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('LEADS_ADS_ACCOUNT');

    const settings = {
      LEADS_DB: uploads,
      LEADS_ADS_ACCOUNT: '1234567890',
      LEADS_ADS_BOOKED_ACTION: '987654321',
    };
    expect((await leadsWith(settings, 'upload')).code).toBe(2);
    const { code, stdout, stderr } = await leadsWith(settings, 'upload', '--dry-run');
    expect(code).toBe(0);
    const requests = JSON.parse(stdout) as IngestEventsRequest[];
    expect(requests).toEqual([
      {
        destinations: [
          {
            operatingAccount: { accountType: 'GOOGLE_ADS', accountId: '1234567890' },
            productDestinationId: '987654321',
          },
        ],
        encoding: 'HEX',
        validateOnly: true,
        events: [
          {
            transactionId: consented,
            eventTimestamp: '2026-11-28T09:30:00.000Z',
            eventSource: 'OTHER',
            adIdentifiers: { gclid: 'Cj0-up_1' },
            userData: {
              userIdentifiers: [
                { emailAddress: sha256Hex('cloudysanfrancisco@gmail.com') },
                { phoneNumber: sha256Hex('+48600100200') },
              ],
            },
            consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
            conversionValue: 12500,
            currency: 'PLN',
          },
        ],
      },
    ]);
    // Nothing personal in the clear.
    expect(stdout).not.toContain('gmail.com');
    expect(stdout).not.toContain('600');
    expect(stderr).toContain(
      'Dry run, nothing sent: 1 booking to tell in 1 request; left out: 1 without consent to advertising',
    );
  }, 60_000);
});
