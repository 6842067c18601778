import Box from '@mui/material/Box';
import { SiteImage } from '@/components/media/SiteImage';
import { theme } from '@/theme/theme';
import { SectionShell } from '../SectionShell';
import type { MosaicData } from './Mosaic.schema';

const up = theme.breakpoints.up;

/** Galleries/Mosaic: photos in a grid whose first photo is larger, each with an optional caption. */
export default function GalleryMosaic({ data }: { data: MosaicData }) {
  return (
    <SectionShell eyebrow={data.eyebrow} heading={data.heading} intro={data.intro} surface="ink">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          [up('xs')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)', gridAutoRows: 260 },
        }}
      >
        {data.photos.map((photo, index) => (
          <Box
            component="li"
            key={photo.image.src}
            sx={{
              m: 0,
              [up('md')]: index === 0 ? { gridColumn: 'span 2', gridRow: 'span 2' } : {},
            }}
          >
            <Box component="figure" sx={{ m: 0, height: '100%', display: 'flex', flexDirection: 'column' }}>
              <Box
                sx={{
                  position: 'relative',
                  flexGrow: 1,
                  minHeight: 220,
                  borderRadius: 2,
                  overflow: 'hidden',
                  aspectRatio: '4 / 3',
                  [up('md')]: { aspectRatio: 'auto' },
                }}
              >
                <SiteImage
                  src={photo.image.src}
                  fill
                  sizes={
                    index === 0
                      ? '(min-width: 991px) 880px, (min-width: 556px) 50vw, 100vw'
                      : '(min-width: 991px) 440px, (min-width: 556px) 50vw, 100vw'
                  }
                />
              </Box>
              {photo.caption && (
                <Box
                  component="figcaption"
                  sx={{ mt: 1, fontSize: '0.9375rem', color: 'rgba(255,255,255,0.9)' }}
                >
                  {photo.caption}
                </Box>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionShell>
  );
}
