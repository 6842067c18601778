import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useMessages } from '@/hooks/useMessages';
import { visuallyHidden } from '@/theme/visuallyHidden';

/** A link to another site: a new tab without access to this page, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  sx,
}: {
  href: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const { newTab } = useMessages();
  return (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={sx}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {newTab}
      </Box>
    </Box>
  );
}
