import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Eyebrow } from '@/components/text/Eyebrow';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';

/**
 * The frame shared by content sections: a labelled <section> with an optional eyebrow, the heading
 * (h2) and an introduction. `surface` picks the background and the text colour that reads on it:
 * black on the teal page, white on paper or ink (see the contrast table in ARCHITECTURE.md).
 */
export type Surface = 'page' | 'paper' | 'ink';

const SURFACES: Record<Surface, { bgcolor: string; color: string; accent: string }> = {
  page: { bgcolor: 'transparent', color: COLORS.textSecondary, accent: COLORS.textSecondary },
  paper: { bgcolor: COLORS.paper, color: COLORS.textPrimary, accent: COLORS.gold },
  ink: { bgcolor: COLORS.ink, color: COLORS.textPrimary, accent: COLORS.gold },
};

interface SectionShellProps {
  eyebrow?: string;
  heading: string;
  intro?: string;
  surface?: Surface;
  /** Centre the heading block (grids) or keep it left (text). */
  align?: 'left' | 'center';
  /** A fixed id for the heading, for a section hydrated apart from the page (its generated id would differ). */
  headingId?: string;
  children: ReactNode;
}

export function SectionShell({
  eyebrow,
  heading,
  intro,
  surface = 'page',
  align = 'left',
  headingId: fixedHeadingId,
  children,
}: SectionShellProps) {
  const generatedId = useId();
  const headingId = fixedHeadingId ?? generatedId;
  const colors = SURFACES[surface];
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        bgcolor: colors.bgcolor,
        color: colors.color,
        ...sectionSpaceSx({ base: 7, md: 10 }, surface !== 'page'),
      }}
    >
      <Container>
        <Box sx={{ maxWidth: 820, mb: 5, mx: align === 'center' ? 'auto' : 0, textAlign: align }}>
          <Eyebrow color={colors.accent}>{eyebrow}</Eyebrow>
          <Typography
            id={headingId}
            variant="h2"
            sx={{ [theme.breakpoints.up('md')]: { fontSize: '2.5rem' } }}
          >
            {heading}
          </Typography>
          {intro && <Typography sx={{ mt: 2, fontSize: '1.125rem', lineHeight: 1.7 }}>{intro}</Typography>}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
