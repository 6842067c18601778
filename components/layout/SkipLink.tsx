import Box from '@mui/system/Box';
import { useMessages } from '@/hooks/useMessages';
import { COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';

/** The first stop for keyboard users: jumps past the header to the page's content. */
export function SkipLink({ targetId }: { targetId: string }) {
  const { skipLink } = useMessages();
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: COLORS.textPrimary,
        color: COLORS.textSecondary,
        fontWeight: 700,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
        // The site's gold ring, as on the header's links, instead of the browser's own.
        ...focusRingSx(),
      }}
    >
      {skipLink}
    </Box>
  );
}
