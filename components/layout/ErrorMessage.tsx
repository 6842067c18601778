import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '@/components/site/ButtonLink';
import { useMessages } from '@/hooks/useMessages';
import { Eyebrow } from '@/components/text/Eyebrow';
import { COLORS, TITLE_BAND_BACKGROUND } from '@/theme/constants';
import { SiteThemeProvider } from '@/theme/SiteThemeProvider';
import { underHeaderSx } from '@/theme/underHeader';

interface ErrorMessageProps {
  code: string;
  title: string;
  text: string;
}

/** The body of the 404 and 500 pages: what happened and the ways back. */
export function ErrorMessage({ code, title, text }: ErrorMessageProps) {
  const { paths, errors } = useMessages();
  return (
    <SiteThemeProvider>
      <Box
        component="section"
        aria-labelledby="error-title"
        sx={{
          bgcolor: COLORS.paper,
          // The text pages' opening band (Heroes/TitleBand), up under the header as every page's is.
          backgroundImage: TITLE_BAND_BACKGROUND,
          color: COLORS.textPrimary,
          py: 10,
          '&:first-of-type': underHeaderSx({ full: 64, compact: 40 }),
        }}
      >
        <Container>
          <Eyebrow color={COLORS.gold} marginBottom={0}>
            {code}
          </Eyebrow>
          <Typography id="error-title" variant="h1" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Typography sx={{ mt: 2, fontSize: '1.125rem', maxWidth: 620 }}>{text}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 4 }}>
            <ButtonLink href={paths.home}>{errors.home}</ButtonLink>
            <ButtonLink href={paths.contact} variant="outlined" sx={{ color: COLORS.textPrimary }}>
              {errors.contact}
            </ButtonLink>
          </Box>
        </Container>
      </Box>
    </SiteThemeProvider>
  );
}
