import type { SxProps, SystemStyleObject, Theme } from '@mui/system';
import Box from '@mui/system/Box';
import type { ReactNode } from 'react';
import { BUTTON, COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';
import { SiteLink } from './SiteLink';

/**
 * The spec's button (section 9) as plain styles, for the site's links that look like buttons and
 * its form's submit button: no MUI Button, so no ripple, ButtonBase code, or the 2,500 characters
 * of style MUI writes for one Button's every variant into the page's HTML.
 * White on #3B82F6 passes WCAG AA only as large text, hence 19 px bold (see theme/theme.ts).
 */
export function buttonSx(
  variant: 'contained' | 'outlined' = 'contained',
  minWidth: number = BUTTON.minWidth,
): SystemStyleObject<Theme> {
  const contained = variant === 'contained';
  return {
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
  };
}

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  /** Contained (the spec's default) or outlined in the surrounding text colour. */
  variant?: 'contained' | 'outlined';
  minWidth?: number;
  onClick?: () => void;
  sx?: SxProps<Theme>;
}

/** A link that looks like the spec's button: the site's calls to action are links. */
export function ButtonLink({
  href,
  children,
  variant = 'contained',
  minWidth = BUTTON.minWidth,
  onClick,
  sx,
}: ButtonLinkProps) {
  return (
    <Box
      component={SiteLink}
      href={href}
      onClick={onClick}
      sx={[buttonSx(variant, minWidth), ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
