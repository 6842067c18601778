import path from 'node:path';

/** The editor's tests run `next dev` on a copy of the project, so they never touch the real content. */
export const COPY_DIR = path.join(process.cwd(), '.editor-e2e', 'site');
export const EDITOR_PORT = Number(process.env.EDITOR_E2E_PORT ?? 3210);
export const EDITOR_URL = `http://localhost:${EDITOR_PORT}`;
