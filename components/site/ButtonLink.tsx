import type { SxProps, Theme } from '@mui/system';
import Box from '@mui/system/Box';
import type { ReactNode } from 'react';
import { BUTTON, COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';
import { SiteLink } from './SiteLink';

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  /** Contained (the spec's default) or outlined in the surrounding text colour. */
  variant?: 'contained' | 'outlined';
  minWidth?: number;
  onClick?: () => void;
  sx?: SxProps<Theme>;
}

/**
 * A link that looks like the spec's button (section 9). The site's calls to action are links, so
 * they are anchors styled here rather than MUI Buttons: no ripple or ButtonBase code to ship.
 * White on #3B82F6 passes WCAG AA only as large text, hence 19 px bold (see theme/theme.ts).
 */
export function ButtonLink({
  href,
  children,
  variant = 'contained',
  minWidth = BUTTON.minWidth,
  onClick,
  sx,
}: ButtonLinkProps) {
  const contained = variant === 'contained';
  return (
    <Box
      component={SiteLink}
      href={href}
      onClick={onClick}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth,
          padding: `${BUTTON.paddingY}px ${BUTTON.paddingX}px`,
          borderRadius: `${BUTTON.radius}px`,
          fontSize: BUTTON.labelFontSize,
          fontWeight: 700,
          lineHeight: BUTTON.labelLineHeight,
          textAlign: 'center',
          // A label that wraps (a long Polish one in the narrow menu) does so in lines of like length.
          textWrap: 'balance',
          textDecoration: 'none',
          transition: 'background-color 150ms ease',
          color: contained ? COLORS.textPrimary : 'inherit',
          backgroundColor: contained ? COLORS.button : 'transparent',
          border: contained ? '1px solid transparent' : '1px solid currentColor',
          '&:hover': { backgroundColor: contained ? COLORS.buttonHover : 'rgba(255, 255, 255, 0.08)' },
          ...focusRingSx(),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
