import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { enquirySchema } from '@/lib/enquiry/schema';
import { HttpError, jsonPostRoute } from '@/lib/server/apiRequest';

/**
 * Development stand-in for the production enquiry endpoint: validates the enquiry with the form's
 * own schema and appends it to .leads/enquiries.jsonl (outside public/, never exported).
 */
// Next's body parser is off: jsonPostRoute reads, limits and checks the body itself.
export const config = { api: { bodyParser: false } };

const LEADS_FILE = path.join(process.cwd(), '.leads', 'enquiries.jsonl');

export default jsonPostRoute(
  z.unknown(),
  async (_request, response, body) => {
    const result = enquirySchema.safeParse(body);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new HttpError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid enquiry'}`);
    }
    await mkdir(path.dirname(LEADS_FILE), { recursive: true });
    await appendFile(
      LEADS_FILE,
      `${JSON.stringify({ receivedAt: new Date().toISOString(), ...result.data })}\n`,
    );
    response.status(201).json({ ok: true });
  },
  16 * 1024,
);
