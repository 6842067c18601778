// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_RETENTION_YEARS,
  ENQUIRY_RETENTION_MONTHS,
  retentionCutoffs,
} from '@/receiver/leads/retention';

/** What the privacy notice, as published, tells visitors about how long their data is kept. */
function noticeText(): string {
  const file = path.join(process.cwd(), 'public/data/privacy-policy/TextsRichText.json');
  return JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
}

describe('the retention purge and the privacy notice', () => {
  it('keep enquiries for the months the notice states', () => {
    const match = /Enquiries that do not lead to a booking: (\d+) months from our last contact/.exec(
      noticeText(),
    );
    expect(match, 'the notice no longer states the enquiries period in the expected words').not.toBeNull();
    expect(Number(match?.[1])).toBe(ENQUIRY_RETENTION_MONTHS);
  });

  it('keep booking records for the years the notice states, from the end of the calendar year', () => {
    const match = /Booking records:[^.]*?(\d+) years from the end of the calendar year/.exec(noticeText());
    expect(match, 'the notice no longer states the bookings period in the expected words').not.toBeNull();
    expect(Number(match?.[1])).toBe(BOOKING_RETENTION_YEARS);
  });

  it('cut off at those periods', () => {
    expect(retentionCutoffs(new Date('2026-11-23T12:00:00.000Z'))).toEqual({
      enquiries: '2025-11-23T12:00:00.000Z',
      // A booking last changed in 2020 is kept to the end of 2025, deleted from 1 January 2026.
      bookings: '2021-01-01T00:00:00.000Z',
    });
  });
});
