import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { searchResultPreview, type PreviewInput } from '@/lib/editor/client/searchPreview';
import { SEARCH_PREVIEW_WORDS } from '@/lib/editor/client/words/previews';

/** How the page may look in a search result: title, address and description, cut as results cut them. */
export function SearchResultPreview({ input, noindex }: { input: PreviewInput; noindex: boolean }) {
  const w = useWords(SEARCH_PREVIEW_WORDS);
  const result = searchResultPreview(input);
  return (
    <Box component="figure" aria-labelledby="search-preview-caption" sx={{ m: 0, mb: 3 }}>
      <Typography
        id="search-preview-caption"
        component="figcaption"
        sx={{ fontWeight: 700, fontSize: '0.875rem', mb: 1 }}
      >
        {w.caption}
      </Typography>
      <Box
        data-testid="search-preview"
        sx={{
          p: 2,
          border: '1px solid #c9d4dc',
          borderRadius: 2,
          bgcolor: '#fff',
          fontFamily: 'Arial, sans-serif',
        }}
      >
        <Typography sx={{ fontSize: '0.8125rem', color: '#202124', fontFamily: 'inherit' }}>
          {result.breadcrumb}
        </Typography>
        <Typography
          data-testid="search-preview-title"
          sx={{ fontSize: '1.25rem', lineHeight: 1.3, color: '#1a0dab', fontFamily: 'inherit', my: 0.5 }}
        >
          {result.title}
        </Typography>
        <Typography
          data-testid="search-preview-description"
          sx={{ fontSize: '0.875rem', lineHeight: 1.58, color: '#4d5156', fontFamily: 'inherit' }}
        >
          {result.description}
        </Typography>
      </Box>
      {noindex && (
        <Typography sx={{ fontSize: '0.8125rem', color: '#8a4b00', mt: 0.5 }}>{w.hidden}</Typography>
      )}
    </Box>
  );
}
