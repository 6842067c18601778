import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Eyebrow } from '@/components/text/Eyebrow';
import { theme } from '@/theme/theme';
import { COLORS, TITLE_BAND_BACKGROUND } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import { underHeaderSx } from '@/theme/underHeader';
import type { TitleBandData } from './TitleBand.schema';

const up = theme.breakpoints.up;

/** Heroes/TitleBand: a quiet page opening without a photo, for text pages such as the legal ones. */
export default function HeroTitleBand({ data }: { data: TitleBandData }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        bgcolor: COLORS.paper,
        backgroundImage: TITLE_BAND_BACKGROUND,
        color: COLORS.textPrimary,
        ...sectionSpaceSx({ base: 6, md: 8 }, true),
        '&:first-of-type': underHeaderSx({ full: 40, compact: 32 }),
      }}
    >
      <Container>
        <Eyebrow color={COLORS.gold}>{data.eyebrow}</Eyebrow>
        <Typography id={headingId} variant="h1" sx={{ [up('sm')]: { fontSize: '3rem' } }}>
          {data.title}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: '1.125rem', lineHeight: 1.6, maxWidth: 760 }}>
          {data.text}
        </Typography>
      </Container>
    </Box>
  );
}
