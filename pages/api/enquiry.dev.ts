import type { NextApiRequest, NextApiResponse } from 'next';
import { devReceiverHandler } from '@/receiver/devHandler';

/**
 * POST /api/enquiry in development: the enquiry receiver itself (receiver/), not a stand-in, so
 * the form in `next dev` stores leads as production does.
 */
export const config = { api: { bodyParser: false, externalResolver: true } };

export default async function enquiry(request: NextApiRequest, response: NextApiResponse) {
  const handle = await devReceiverHandler();
  handle(request, response);
}
