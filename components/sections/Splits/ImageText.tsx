import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ButtonLink } from '@/components/site/ButtonLink';
import { SiteImage } from '@/components/media/SiteImage';
import { RichText } from '@/components/text/RichText';
import { Eyebrow } from '@/components/text/Eyebrow';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import type { ImageTextData } from './ImageText.schema';

const { up, between } = theme.breakpoints;

/**
 * Splits/ImageText: a photo beside a text, on the chosen side from the md breakpoint (991 px) up;
 * on phones and tablets the photo stands above the text.
 */
export default function SplitImageText({ data }: { data: ImageTextData }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionSpaceSx({ base: 7, md: 10 })}>
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            alignItems: 'center',
            // Named on every width: an area name the template lacks makes an implicit track, and
            // the photo then covered the text on phones and tablets.
            gridTemplateColumns: '1fr',
            gridTemplateAreas: '"image" "text"',
            [up('md')]: {
              gridTemplateColumns: '1fr 1fr',
              gap: 8,
              gridTemplateAreas: data.imageSide === 'left' ? '"image text"' : '"text image"',
            },
          }}
        >
          <Box
            sx={{
              gridArea: 'image',
              position: 'relative',
              aspectRatio: '4 / 3',
              // Above the text at a tablet's full width, a 4:3 photo would fill half the screen.
              [between('sm', 'md')]: { aspectRatio: '16 / 9' },
              borderRadius: 2,
              overflow: 'hidden',
              boxShadow: '0 18px 40px rgba(15, 42, 64, 0.3)',
            }}
          >
            <SiteImage src={data.image.src} fill sizes="(min-width: 991px) 660px, 100vw" />
          </Box>
          <Box sx={{ gridArea: 'text', color: COLORS.textSecondary }}>
            <Eyebrow>{data.eyebrow}</Eyebrow>
            <Typography id={headingId} variant="h2" sx={{ mb: 2.5, [up('md')]: { fontSize: '2.5rem' } }}>
              {data.heading}
            </Typography>
            <RichText body={data.body} />
            {data.cta && (
              <ButtonLink href={data.cta.href} sx={{ mt: 3 }}>
                {data.cta.label}
              </ButtonLink>
            )}
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
