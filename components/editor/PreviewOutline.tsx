import Box from '@mui/material/Box';
import { useWords } from '@/hooks/editor/useEditorLanguage';
import { PREVIEW_WORDS } from '@/lib/editor/client/words/preview';
import type { Box as Rect } from '@/lib/editor/client/previewSections';

interface PreviewOutlineProps {
  box: Rect;
  label: string;
  selected: boolean;
}

/**
 * The outline of a hovered (dashed) or selected (solid) section in the preview, with its name.
 * Drawn over the page without taking clicks; a white halo keeps it visible on dark photos too.
 */
export function PreviewOutline({ box, label, selected }: PreviewOutlineProps) {
  const w = useWords(PREVIEW_WORDS);
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'fixed',
        top: box.top,
        left: box.left,
        width: box.width,
        height: box.height,
        pointerEvents: 'none',
        zIndex: 2147483000,
        outline: `3px ${selected ? 'solid' : 'dashed'} #1d4ed8`,
        outlineOffset: '-3px',
        boxShadow: 'inset 0 0 0 5px rgba(255, 255, 255, 0.8)',
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 3,
          left: 3,
          px: 1,
          py: 0.25,
          bgcolor: '#1d4ed8',
          color: '#ffffff',
          font: '600 13px/1.4 system-ui, sans-serif',
          borderBottomRightRadius: 4,
        }}
      >
        {selected ? w.editing(label) : w.edit(label)}
      </Box>
    </Box>
  );
}
