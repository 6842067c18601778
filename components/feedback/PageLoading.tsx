import Box from '@mui/system/Box';
import { keyframes } from '@mui/system';
import { useMessages } from '@/hooks/useMessages';
import { visuallyHidden } from '@/theme/visuallyHidden';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

/** Shown while a page's or a block's data loads in the browser: a CSS spinner with a spoken label. */
export function PageLoading({ label: givenLabel }: { label?: string }) {
  const { loading } = useMessages();
  const label = givenLabel ?? loading.default;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 8, minHeight: 160 }}
    >
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid rgba(15, 42, 64, 0.2)',
          borderTopColor: '#0f2a40',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.5s' },
        }}
      />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
