/** The tab's sessionStorage, or undefined where there is none (the build's render) or it is blocked. */
export function visitStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
