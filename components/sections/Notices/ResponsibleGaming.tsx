import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ExternalLink } from '@/components/site/ExternalLink';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { sectionSpaceSx } from '@/theme/sectionSpace';
import type { ResponsibleGamingData } from './ResponsibleGaming.schema';

/** Notices/ResponsibleGaming: the 18+ badge, the responsible-play message and where to find help. */
export default function ResponsibleGamingNotice({ data }: { data: ResponsibleGamingData }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sectionSpaceSx({ base: 5 })}>
      <Container>
        <Box
          sx={{
            display: 'flex',
            gap: 3,
            alignItems: 'flex-start',
            flexDirection: 'column',
            [theme.breakpoints.up('sm')]: { flexDirection: 'row' },
            bgcolor: COLORS.textPrimary,
            color: COLORS.textSecondary,
            // The accent as a background: a left border on a rounded box curves like a crescent.
            backgroundImage: `linear-gradient(90deg, ${COLORS.paper} 6px, transparent 6px)`,
            borderRadius: 2,
            p: 3,
            pl: 'calc(24px + 6px)',
            '& a': { color: COLORS.paper, fontWeight: 700 },
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              border: `3px solid ${COLORS.paper}`,
              color: COLORS.paper,
              fontWeight: 800,
              fontSize: '1.25rem',
            }}
          >
            18+
          </Box>
          <Box>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
              {data.heading}
            </Typography>
            <Typography sx={{ lineHeight: 1.7, mb: 1.5 }}>{data.text}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {data.helpLinks.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href}>{link.label}</ExternalLink>
                </li>
              ))}
            </Box>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
