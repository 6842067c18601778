import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ButtonLink } from '@/components/site/ButtonLink';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import type { BannerData } from './Banner.schema';

/** CallsToAction/Banner: a closing invitation with one button. */
export default function CallToActionBanner({ data }: { data: BannerData }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionSpaceSx({ base: 7, md: 9 })}>
      <Container>
        <Box
          sx={{
            borderRadius: 3,
            px: 3,
            py: 6,
            textAlign: 'center',
            color: COLORS.textPrimary,
            backgroundImage: `linear-gradient(135deg, ${COLORS.ink} 0%, ${COLORS.paper} 100%)`,
            boxShadow: '0 18px 40px rgba(15, 42, 64, 0.35)',
          }}
        >
          <Typography
            id={headingId}
            variant="h2"
            sx={{ [theme.breakpoints.up('md')]: { fontSize: '2.5rem' } }}
          >
            {data.heading}
          </Typography>
          <Typography sx={{ mt: 2, mb: 4, fontSize: '1.125rem', maxWidth: 640, mx: 'auto', lineHeight: 1.7 }}>
            {data.text}
          </Typography>
          <ButtonLink href={data.cta.href}>{data.cta.label}</ButtonLink>
        </Box>
      </Container>
    </Box>
  );
}
