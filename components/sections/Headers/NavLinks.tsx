import Box from '@mui/system/Box';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { SiteLink } from '@/components/site/SiteLink';
import { isCurrentPath } from '@/lib/model/pages/currentPath';
import { COLORS } from '@/theme/constants';
import { focusRingSx } from '@/theme/focusRing';
import type { HeaderData } from './Variant7Hotels.schema';

interface NavLinksProps {
  links: HeaderData['navLinks'];
  currentPath: string;
  /** Stacked in the drawer, in a row in the bar. */
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

/** The header's navigation list; the current page is marked with aria-current and an underline. */
export function NavLinks({ links, currentPath, direction, onNavigate }: NavLinksProps) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: direction,
        gap: direction === 'row' ? 0.5 : 0,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {links.map((link) => {
        const current = isCurrentPath(link.path, currentPath);
        return (
          <li key={`${link.path}-${link.label}`}>
            <Box
              component={SiteLink}
              href={link.path}
              aria-current={current ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                // 10 px in the bar: room for the Polish labels and the language switch at 1200 px.
                px: direction === 'row' ? 1.25 : 1.5,
                py: direction === 'row' ? 1 : 1.75,
                color: COLORS.textPrimary,
                fontWeight: 600,
                fontSize: direction === 'row' ? '1rem' : '1.125rem',
                textDecoration: 'none',
                borderBottom: '2px solid transparent',
                borderRadius: direction === 'row' ? 0 : 1,
                transition: 'border-color 150ms, background-color 150ms',
                '&:hover': { borderBottomColor: 'rgba(255,255,255,0.6)' },
                '&[aria-current="page"]': { borderBottomColor: COLORS.gold },
                ...focusRingSx(),
              }}
            >
              <SpriteIcon name={link.icon} fontSize="small" />
              {link.label}
            </Box>
          </li>
        );
      })}
    </Box>
  );
}
