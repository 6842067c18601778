import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import type { FactsStripData } from './Strip.schema';

const up = theme.breakpoints.up;

/** Facts/Strip: a row of figures with their labels, as a description list. */
export default function FactsStrip({ data }: { data: FactsStripData }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ bgcolor: COLORS.ink, color: COLORS.textPrimary, ...sectionSpaceSx({ base: 6 }, true) }}
    >
      <Container>
        <Typography
          id={headingId}
          variant="h2"
          sx={{ fontSize: '1.5rem', textAlign: 'center', mb: 4, color: COLORS.gold }}
        >
          {data.heading}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 4,
            gridTemplateColumns: 'repeat(2, 1fr)',
            [up('md')]: { gridTemplateColumns: `repeat(${data.facts.length}, 1fr)` },
            textAlign: 'center',
          }}
        >
          {data.facts.map((fact) => (
            // The figure comes first on screen, the label first in the list (dt before dd); the
            // figures of one row start at its top, whatever the length of the labels below them.
            <Box
              key={fact.label}
              sx={{ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}
            >
              <Box component="dt" sx={{ fontSize: '1rem', mt: 0.5 }}>
                {fact.label}
                {fact.note && (
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: '0.8125rem', color: 'rgba(255,255,255,0.8)', mt: 0.5 }}
                  >
                    {fact.note}
                  </Box>
                )}
              </Box>
              <Box
                component="dd"
                sx={{
                  m: 0,
                  fontFamily: theme.typography.h1.fontFamily,
                  fontSize: '2.5rem',
                  fontWeight: 600,
                  lineHeight: 1.1,
                }}
              >
                {fact.value}
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
