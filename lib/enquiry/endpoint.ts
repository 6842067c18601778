/**
 * Where the contact form posts its JSON. Set NEXT_PUBLIC_ENQUIRY_ENDPOINT at build time to the
 * production receiver; without it the form posts to /api/enquiry, which only `next dev` serves
 * (it appends enquiries to .leads/enquiries.jsonl, outside public/).
 */
export const ENQUIRY_ENDPOINT = process.env.NEXT_PUBLIC_ENQUIRY_ENDPOINT || '/api/enquiry';
