import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EyebrowProps {
  children: ReactNode;
  /** Gold on dark surfaces; the surrounding text colour otherwise. */
  color?: string;
  marginBottom?: number;
}

/** The small spaced capitals above a heading ("WHAT WE PLAN"). Renders nothing when empty. */
export function Eyebrow({ children, color = 'inherit', marginBottom = 1 }: EyebrowProps) {
  if (!children) return null;
  return (
    <Typography
      sx={{ color, fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase', mb: marginBottom }}
    >
      {children}
    </Typography>
  );
}
