import path from 'node:path';
import * as z from 'zod';
import { PUBLISH_STEPS, type PublishStep } from '@/lib/editor/contract/studio';

/**
 * The studio's settings, from the environment (docs/studio.md lists them). The database, the
 * accounts and the session rules are the lead desk's (receiver/config/settings.ts).
 */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const environmentSchema = z.object({
  STUDIO_HOST: z.string().default('127.0.0.1'),
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(8788),
  /** Where the studio keeps its clone, its build folder and the releases. */
  STUDIO_DIR: z.string().default('.studio'),
  /** The repository the clone is made from on the first start (default: this project). */
  STUDIO_SOURCE: optionalText,
  /** The name nginx and `npm start` serve: a symbolic link to the live release. */
  STUDIO_LIVE: optionalText,
  STUDIO_KEEP_RELEASES: z.coerce.number().int().min(2).max(1000).default(10),
  /** A git remote (name or address) every publish is pushed to; none by default. */
  STUDIO_PUSH_REMOTE: optionalText,
  STUDIO_PUSH_BRANCH: z.string().default('main'),
  /** Run after the live name changes (e.g. `sudo systemctl reload nginx`, for redirects). */
  STUDIO_RELOAD_COMMAND: optionalText,
  /** How often the scheduler looks for pages whose time has come, in seconds. */
  STUDIO_SCHEDULE_EVERY: z.coerce.number().min(0.2).max(3600).default(30),
  /** Origins besides the host a request was sent to that may post (the studio's public address). */
  STUDIO_ORIGINS: z.string().default(''),
  /**
   * The one fault-injection seam (docs/studio.md, "Fault injection"): a publish that reaches one of
   * these steps stops there and waits to be killed. Tests only; a name that is no step is refused.
   */
  STUDIO_HOLD_AT: z
    .string()
    .default('')
    .refine(
      (text) =>
        text
          .split(',')
          .map((step) => step.trim())
          .every((step) => step === '' || (PUBLISH_STEPS as readonly string[]).includes(step)),
      `must name publish steps: ${PUBLISH_STEPS.join(', ')}`,
    ),
});

export type { PublishStep };

export interface StudioSettings {
  host: string;
  port: number;
  /** The project whose code builds the site (its node_modules serve the build). */
  projectRoot: string;
  /** The git clone holding the drafts (its working tree) and the published versions (main). */
  repo: string;
  /** Where releases are built: a second working tree of the clone. */
  buildDir: string;
  releasesDir: string;
  live: string;
  source: string;
  keepReleases: number;
  push?: { remote: string; branch: string };
  reloadCommand?: string;
  scheduleEveryMs: number;
  allowedOrigins: string[];
  holdAt: PublishStep[];
}

export function readStudioSettings(
  environment: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): StudioSettings {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Studio settings: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const dir = path.resolve(cwd, env.STUDIO_DIR);
  const holdAt = env.STUDIO_HOLD_AT.split(',')
    .map((step) => step.trim())
    .filter((step): step is PublishStep => (PUBLISH_STEPS as readonly string[]).includes(step));
  return {
    host: env.STUDIO_HOST,
    port: env.STUDIO_PORT,
    projectRoot: cwd,
    repo: path.join(dir, 'content'),
    buildDir: path.join(dir, 'build'),
    releasesDir: path.join(dir, 'releases'),
    live: env.STUDIO_LIVE ? path.resolve(cwd, env.STUDIO_LIVE) : path.join(dir, 'live'),
    source: env.STUDIO_SOURCE ?? cwd,
    keepReleases: env.STUDIO_KEEP_RELEASES,
    ...(env.STUDIO_PUSH_REMOTE
      ? { push: { remote: env.STUDIO_PUSH_REMOTE, branch: env.STUDIO_PUSH_BRANCH } }
      : {}),
    ...(env.STUDIO_RELOAD_COMMAND ? { reloadCommand: env.STUDIO_RELOAD_COMMAND } : {}),
    scheduleEveryMs: env.STUDIO_SCHEDULE_EVERY * 1000,
    allowedOrigins: env.STUDIO_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => new URL(origin).origin),
    holdAt,
  };
}
