/** Whether a navigation link points at the page being shown (`/casino?x#y` is `/casino`). */
export function isCurrentPath(linkPath: string, currentPath: string): boolean {
  const clean = (value: string) => {
    const path = value.split(/[?#]/, 1)[0] ?? '/';
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  };
  return clean(linkPath) === clean(currentPath);
}
