import { ENQUIRY_PATH } from '@/lib/model/sharedPaths';

/**
 * Where the contact form sends enquiries: its `action` (an ordinary form post, before hydration or
 * without JavaScript) and the address its script posts JSON to. By default /api/enquiry on the
 * site's own origin, which the enquiry receiver in receiver/ answers in production (nginx proxies
 * it), under `npm start` and under `npm run dev`. NEXT_PUBLIC_ENQUIRY_ENDPOINT, read at build time,
 * points the form at a host's own receiver instead.
 */
export const ENQUIRY_ENDPOINT = process.env.NEXT_PUBLIC_ENQUIRY_ENDPOINT || ENQUIRY_PATH;
