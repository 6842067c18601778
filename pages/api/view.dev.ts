import type { NextApiRequest, NextApiResponse } from 'next';
import { devReceiverHandler } from '@/receiver/devHandler';

/** POST /api/view in development: the receiver's own count of the pages' beacons, as in production. */
export const config = { api: { bodyParser: false, externalResolver: true } };

export default async function view(request: NextApiRequest, response: NextApiResponse) {
  const handle = await devReceiverHandler();
  handle(request, response);
}
