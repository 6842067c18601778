import { createTheme } from '@mui/material/styles';
import { theme } from '@/theme/theme';

/** The editor is a light work surface: dark text on white, the site's fonts and buttons. */
export const editorTheme = createTheme(theme, {
  palette: {
    text: { primary: '#10202e', secondary: '#3d4a56' },
    background: { default: '#eef3f6', paper: '#ffffff' },
    primary: { main: '#24527a', dark: '#173a57', contrastText: '#ffffff' },
  },
  components: {
    MuiButton: {
      styleOverrides: {
        root: {
          // Editor buttons are tools, not calls to action: normal-sized labels on a dark blue.
          minWidth: 0,
          padding: '6px 14px',
          variants: [
            {
              props: { variant: 'contained', color: 'primary' },
              style: {
                fontSize: '0.9375rem',
                backgroundColor: '#24527a',
                '&:hover': { backgroundColor: '#173a57' },
              },
            },
          ],
        },
      },
    },
  },
});
