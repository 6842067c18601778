import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { socialCardPreview, type PreviewInput } from '@/lib/editor/client/searchPreview';
import { SOCIAL_PREVIEW_WORDS } from '@/lib/editor/client/words/previews';

interface SocialCardPreviewProps {
  input: PreviewInput;
  /** The sharing image; without one, the page's first photo is used. */
  imageSrc: string;
}

/** How a link to the page may look when shared (a large Open Graph card). */
export function SocialCardPreview({ input, imageSrc }: SocialCardPreviewProps) {
  const w = useWords(SOCIAL_PREVIEW_WORDS);
  const card = socialCardPreview(input);
  return (
    <Box component="figure" aria-labelledby="social-preview-caption" sx={{ m: 0 }}>
      <Typography
        id="social-preview-caption"
        component="figcaption"
        sx={{ fontWeight: 700, fontSize: '0.875rem', mb: 1 }}
      >
        {w.caption}
      </Typography>
      <Box
        data-testid="social-preview"
        sx={{ border: '1px solid #c9d4dc', borderRadius: 2, overflow: 'hidden', bgcolor: '#f0f2f5' }}
      >
        {imageSrc ? (
          // A plain img: the editor shows any site image at once, as the image field does.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={imageSrc}
            alt=""
            width={1200}
            height={630}
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '1200 / 630',
              objectFit: 'cover',
            }}
          />
        ) : (
          <Box
            sx={{
              aspectRatio: '1200 / 630',
              display: 'grid',
              placeItems: 'center',
              bgcolor: '#dde6ec',
              color: '#3d4a56',
              fontSize: '0.875rem',
              px: 2,
              textAlign: 'center',
            }}
          >
            {w.noImage}
          </Box>
        )}
        <Box sx={{ p: 1.5, fontFamily: 'Arial, sans-serif' }}>
          <Typography sx={{ fontSize: '0.75rem', color: '#4b4f56', fontFamily: 'inherit' }}>
            {card.domain}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: '#1d2129', fontFamily: 'inherit', lineHeight: 1.3 }}>
            {card.title}
          </Typography>
          <Typography sx={{ fontSize: '0.875rem', color: '#4b4f56', fontFamily: 'inherit' }}>
            {card.description}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
