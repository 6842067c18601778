/**
 * A font stack with `family` put right after its first family: the letters the first one lacks are
 * taken from `family` before the fallback faces (system fonts, size-adjusted) are tried.
 */
export function withFamilyAfterFirst(stack: string, family: string): string {
  const [first, ...rest] = stack.split(',').map((entry) => entry.trim());
  return [first, family, ...rest].join(', ');
}
