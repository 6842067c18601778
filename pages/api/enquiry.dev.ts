import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { enquirySchema } from '@/lib/enquiry/schema';
import { acceptJsonPost, refuse } from '@/lib/server/apiRequest';

/** Development stand-in for the production enquiry endpoint: validates and appends to a local file. */
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

const LEADS_FILE = path.join(process.cwd(), '.leads', 'enquiries.jsonl');

export default async function handler(request: NextApiRequest, response: NextApiResponse) {
  const body = acceptJsonPost(request, response);
  if (body === undefined) return;
  const result = enquirySchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    return refuse(
      response,
      400,
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid enquiry'}`,
    );
  }
  await mkdir(path.dirname(LEADS_FILE), { recursive: true });
  await appendFile(
    LEADS_FILE,
    `${JSON.stringify({ receivedAt: new Date().toISOString(), ...result.data })}\n`,
  );
  response.status(201).json({ ok: true });
}
