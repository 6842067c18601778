import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { SectionShell } from '../SectionShell';
import type { QuotesData } from './Quotes.schema';

const up = theme.breakpoints.up;

/** Testimonials/Quotes: quotes as figures with their speaker. */
export default function TestimonialsQuotes({ data }: { data: QuotesData }) {
  return (
    <SectionShell eyebrow={data.eyebrow} heading={data.heading}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: '1fr',
          [up('md')]: { gridTemplateColumns: `repeat(${Math.min(data.quotes.length, 3)}, 1fr)` },
        }}
      >
        {data.quotes.map((quote) => (
          <Box
            component="figure"
            key={quote.name}
            sx={{
              m: 0,
              p: 4,
              borderRadius: 2,
              bgcolor: COLORS.textPrimary,
              color: COLORS.textSecondary,
              position: 'relative',
              // The speakers of a row at one height (the bottom of their cards), however long the quotes.
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            <Typography
              aria-hidden="true"
              sx={{
                fontFamily: theme.typography.h1.fontFamily,
                fontSize: '4rem',
                lineHeight: 0.6,
                color: COLORS.paper,
              }}
            >
              “
            </Typography>
            <Box component="blockquote" sx={{ m: 0, mt: 1 }}>
              <Typography sx={{ fontSize: '1.125rem', lineHeight: 1.7, fontStyle: 'italic' }}>
                {quote.quote}
              </Typography>
            </Box>
            <Box component="figcaption" sx={{ mt: 'auto', pt: 2.5 }}>
              <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
                {quote.name}
              </Typography>
              {quote.role && (
                <Typography component="span" sx={{ color: '#3d4a56', fontSize: '0.9375rem' }}>
                  {quote.role}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionShell>
  );
}
