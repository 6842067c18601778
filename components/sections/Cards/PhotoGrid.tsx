import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ButtonLink } from '@/components/site/ButtonLink';
import { SiteImage } from '@/components/media/SiteImage';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { SectionShell } from '../SectionShell';
import type { PhotoGridData } from './PhotoGrid.schema';

const { up, between } = theme.breakpoints;

/** The gap between the cards, in theme spacing units. */
const GAP = 3;

/** Cards/PhotoGrid: photo cards for hotels, casino areas and experiences. */
export default function CardsPhotoGrid({ data }: { data: PhotoGridData }) {
  return (
    <SectionShell eyebrow={data.eyebrow} heading={data.heading} intro={data.intro}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: GAP,
          gridTemplateColumns: '1fr',
          [up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [up('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
        }}
      >
        {data.cards.map((card) => (
          <Box
            component="li"
            key={card.title}
            sx={{
              bgcolor: COLORS.paper,
              color: COLORS.textPrimary,
              borderRadius: 2,
              overflow: 'hidden',
              display: 'flex',
              flexDirection: 'column',
              boxShadow: '0 10px 30px rgba(15, 42, 64, 0.25)',
              // In two columns, an odd last card would sit alone beside an empty half: it takes the
              // whole row instead, its photo as wide as a column and its text beside it.
              [between('sm', 'lg')]: {
                '&:last-of-type:nth-of-type(odd)': {
                  gridColumn: '1 / -1',
                  flexDirection: 'row',
                  '& > :first-of-type': { flex: `0 0 calc(50% - ${theme.spacing(GAP / 2)})` },
                },
              },
            }}
          >
            <Box sx={{ position: 'relative', aspectRatio: '3 / 2' }}>
              <SiteImage
                src={card.image.src}
                fill
                sizes="(min-width: 1200px) 440px, (min-width: 768px) 50vw, 100vw"
              />
            </Box>
            <Box sx={{ p: 3, flexGrow: 1 }}>
              {card.tag && (
                <Typography
                  sx={{
                    color: COLORS.gold,
                    fontWeight: 700,
                    fontSize: '0.8125rem',
                    letterSpacing: '0.12em',
                    textTransform: 'uppercase',
                    mb: 1,
                  }}
                >
                  {card.tag}
                </Typography>
              )}
              <Typography variant="h3" sx={{ mb: 1 }}>
                {card.title}
              </Typography>
              <Typography sx={{ lineHeight: 1.65 }}>{card.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {data.cta && (
        <Box sx={{ mt: 5, textAlign: 'center' }}>
          <ButtonLink href={data.cta.href}>{data.cta.label}</ButtonLink>
        </Box>
      )}
    </SectionShell>
  );
}
