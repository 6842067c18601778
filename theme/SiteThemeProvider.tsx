import ThemeProvider from '@mui/system/ThemeProvider';
import type { ComponentType, ReactNode } from 'react';
import { theme } from './theme';

/** The site's MUI theme for what renders MUI components (sections, the drawer, the error pages). */
export function SiteThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A component rendered inside the site's MUI theme. */
export function withSiteTheme<Props extends object>(View: ComponentType<Props>): ComponentType<Props> {
  function Themed(props: Props) {
    return (
      <SiteThemeProvider>
        <View {...props} />
      </SiteThemeProvider>
    );
  }
  Themed.displayName = `withSiteTheme(${View.displayName ?? View.name})`;
  return Themed;
}
