import path from 'node:path';

/**
 * The browser tests' server, as `npm start` runs it: the enquiry receiver serving the export, on
 * loopback. Specs that check what was stored read LEADS_DB.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Emptied before each run (playwright.config.ts), so a run sees only its own leads. */
export const LEADS_DB = path.resolve(process.env.E2E_LEADS_DB ?? path.join('.e2e', 'leads.db'));
/** Far above what the tests send, all from 127.0.0.1, yet still a limit (0 would turn it off). */
export const RATE_LIMIT = 1000;
