import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { splitParagraphs } from '@/lib/model/text/paragraphs';
import { Eyebrow } from '@/components/text/Eyebrow';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import type { IntroData } from './Intro.schema';

/** Texts/Intro: a heading and paragraphs, in black on the teal page background (8.1:1). */
export default function TextIntro({ data }: { data: IntroData }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionSpaceSx({ base: 7, md: 10 })}>
      <Container>
        <Box sx={{ maxWidth: 820, color: COLORS.textSecondary }}>
          <Eyebrow>{data.eyebrow}</Eyebrow>
          <Typography
            id={headingId}
            variant="h2"
            sx={{ mb: 2.5, [theme.breakpoints.up('md')]: { fontSize: '2.5rem' } }}
          >
            {data.heading}
          </Typography>
          {splitParagraphs(data.body).map((paragraph, index) => (
            <Typography key={index} sx={{ fontSize: '1.125rem', lineHeight: 1.7, mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
