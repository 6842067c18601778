import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { GetStaticProps } from 'next';
import NextLink from 'next/link';
import type { SitePageProps } from '@/lib/content/pageProps';
import { loadLayoutContent } from '@/lib/content/read';
import { COLORS } from '@/theme/constants';

export const getStaticProps: GetStaticProps<SitePageProps> = async () => {
  const content = await loadLayoutContent('404');
  return {
    props: {
      ...content,
      meta: {
        title: 'Page not found | Hidden Gems Malta',
        description: 'This page does not exist. Find your way back to our Malta travel ideas.',
      },
    },
  };
};

/** The 404 page, inside the site's header and footer. */
export default function NotFoundPage() {
  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{ bgcolor: COLORS.paper, color: COLORS.textPrimary, py: 10 }}
    >
      <Container>
        <Typography
          sx={{ color: COLORS.gold, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase' }}
        >
          Error 404
        </Typography>
        <Typography id="not-found-title" variant="h1" sx={{ mt: 1 }}>
          This page has sailed away
        </Typography>
        <Typography sx={{ mt: 2, fontSize: '1.125rem', maxWidth: 620 }}>
          The address may be mistyped, or the page may have moved. Start again from the home page, or tell us
          what you were looking for and we will help.
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 4 }}>
          <Button component={NextLink} href="/">
            Back to the home page
          </Button>
          <Button
            component={NextLink}
            href="/contact-us"
            variant="outlined"
            sx={{ color: COLORS.textPrimary, borderColor: COLORS.textPrimary }}
          >
            Contact us
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
