import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { RichText } from '@/components/text/RichText';
import { Eyebrow } from '@/components/text/Eyebrow';
import { useMessages } from '@/hooks/useMessages';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import type { RichTextData } from './RichText.schema';

/** Texts/RichText: a long document in sections, set on a light sheet for comfortable reading. */
export default function TextRichText({ data }: { data: RichTextData }) {
  const headingId = useId();
  const messages = useMessages();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionSpaceSx({ base: 6, md: 9 })}>
      <Container>
        <Box
          component="article"
          sx={{
            maxWidth: 860,
            mx: 'auto',
            bgcolor: '#ffffff',
            color: COLORS.textSecondary,
            borderRadius: 2,
            boxShadow: '0 10px 30px rgba(15, 42, 64, 0.15)',
            px: 2.5,
            py: 4,
            [theme.breakpoints.up('sm')]: { px: 6, py: 6 },
            '--link-color': COLORS.paper,
          }}
        >
          <Eyebrow>{data.eyebrow}</Eyebrow>
          <Typography id={headingId} variant="h2">
            {data.heading}
          </Typography>
          {data.updated && (
            <Typography sx={{ mt: 1, color: '#3d4a56', fontSize: '0.9375rem' }}>
              {messages.content.lastUpdated} {data.updated}
            </Typography>
          )}
          {data.intro && (
            <Typography sx={{ mt: 2.5, fontSize: '1.125rem', lineHeight: 1.7 }}>{data.intro}</Typography>
          )}
          {data.sections.map((section) => (
            <Box key={section.heading} sx={{ mt: 4 }}>
              <Typography variant="h3" sx={{ mb: 1.5, fontSize: '1.375rem' }}>
                {section.heading}
              </Typography>
              <RichText body={section.body} />
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
