import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { SectionShell } from '../SectionShell';
import type { IconGridData } from './IconGrid.schema';

const up = theme.breakpoints.up;

/** Cards/IconGrid: highlights, each an icon, a title and a sentence, on the paper surface. */
export default function CardsIconGrid({ data }: { data: IconGridData }) {
  return (
    <SectionShell
      eyebrow={data.eyebrow}
      heading={data.heading}
      intro={data.intro}
      surface="paper"
      align="center"
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 4,
          gridTemplateColumns: '1fr',
          [up('xs')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [up('md')]: { gridTemplateColumns: `repeat(${Math.min(data.items.length, 4)}, 1fr)` },
        }}
      >
        {data.items.map((item) => {
          return (
            <Box component="li" key={item.title} sx={{ textAlign: 'center', px: 1 }}>
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  mx: 'auto',
                  mb: 2,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  border: `1px solid ${COLORS.gold}`,
                  color: COLORS.gold,
                }}
              >
                <SpriteIcon name={item.icon} fontSize="large" />
              </Box>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {item.title}
              </Typography>
              <Typography sx={{ lineHeight: 1.65 }}>{item.text}</Typography>
            </Box>
          );
        })}
      </Box>
    </SectionShell>
  );
}
