/**
 * A period as the settings write it: a whole number and one unit, `30s`, `30m`, `6h` or `1d`.
 * One unit only, so that a value reads the same to everyone (`90m`, not `1h30m` or `1.5h`).
 */
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const DURATION = /^(\d{1,6})([smhd])$/;

export const DURATION_FORMAT = 'a whole number and a unit: 30s, 30m, 6h or 1d';

/** The period in milliseconds, or undefined when `text` is not written as DURATION_FORMAT says. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms > 0 ? ms : undefined;
}
