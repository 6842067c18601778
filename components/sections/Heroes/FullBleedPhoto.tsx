import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ButtonLink } from '@/components/site/ButtonLink';
import { SiteImage } from '@/components/media/SiteImage';
import { Eyebrow } from '@/components/text/Eyebrow';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { underHeaderSx } from '@/theme/underHeader';
import type { FullBleedPhotoData } from './FullBleedPhoto.schema';

const up = theme.breakpoints.up;

/**
 * Heroes/FullBleedPhoto: the page's opening photo with its title (the page's h1). As the first
 * section it runs up under the fixed header.
 */
export default function HeroFullBleedPhoto({ data }: { data: FullBleedPhotoData }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-end',
        minHeight: 560,
        [up('sm')]: { minHeight: 620 },
        [up('lg')]: { minHeight: 680 },
        pb: 7,
        color: COLORS.textPrimary,
        bgcolor: COLORS.ink,
        overflow: 'hidden',
        '&:first-of-type': underHeaderSx({ full: 24, compact: 24 }),
      }}
    >
      <SiteImage src={data.image.src} sizes="100vw" fill preload />
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          background:
            'linear-gradient(180deg, rgba(6,20,33,0.55) 0%, rgba(6,20,33,0.25) 40%, rgba(6,20,33,0.85) 100%)',
        }}
      />
      <Container sx={{ position: 'relative' }}>
        <Box sx={{ maxWidth: 760 }}>
          <Eyebrow color={COLORS.gold} marginBottom={1.5}>
            {data.eyebrow}
          </Eyebrow>
          <Typography
            id={headingId}
            variant="h1"
            sx={{ fontSize: '2.5rem', [up('sm')]: { fontSize: '3.25rem' }, [up('lg')]: { fontSize: '4rem' } }}
          >
            {data.title}
          </Typography>
          <Typography
            sx={{
              mt: 2,
              fontSize: '1.125rem',
              lineHeight: 1.6,
              maxWidth: 640,
              [up('sm')]: { fontSize: '1.25rem' },
            }}
          >
            {data.text}
          </Typography>
          {data.cta && (
            <ButtonLink href={data.cta.href} sx={{ mt: 4 }}>
              {data.cta.label}
            </ButtonLink>
          )}
        </Box>
      </Container>
    </Box>
  );
}
