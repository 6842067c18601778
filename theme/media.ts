import { BREAKPOINTS } from './constants';

type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * Media queries on the site's breakpoints, written as MUI's theme.breakpoints writes them, for code
 * that runs on every page and so does without the MUI theme (the header and the layout).
 */
export const up = (key: Breakpoint): string => `@media (min-width:${BREAKPOINTS[key]}px)`;

export const down = (key: Breakpoint): string => `@media (max-width:${BREAKPOINTS[key] - 0.05}px)`;
