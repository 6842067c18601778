import createTheme from '@mui/system/createTheme';
import { BREAKPOINTS, BUTTON } from './constants';

/**
 * The theme of the app shell (header, layout, loaders), which renders on every page: only what its
 * `sx` props read. The full MUI theme (theme/theme.ts) comes with the sections, the drawer and the
 * error pages, through SiteThemeProvider.
 */
export const shellTheme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  shape: { borderRadius: BUTTON.radius },
});
