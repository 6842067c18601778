import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/site/ExternalLink';
import { SocialLinks } from '@/components/site/SocialLinks';
import { lightLinkSx as linkSx, plainListSx as listSx } from '@/components/site/linkStyles';
import { ADDRESS, BRAND, PHONE, RESPONSIBLE_GAMING_HELP, formatAddressLines } from '@/lib/site/config';
import { useSiteCatalog } from '@/context/SiteCatalogContext';
import { theme } from '@/theme/theme';
import { COLORS, FOOTER_MAX_WIDTH } from '@/theme/constants';
import type { FooterData } from './Variant10Hotels.schema';

/** Set at build time (next.config.ts), so the server HTML and the browser agree. */
const BUILD_YEAR = process.env.NEXT_PUBLIC_BUILD_YEAR ?? '';

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography
        id={id}
        component="h2"
        sx={{
          fontFamily: theme.typography.h2.fontFamily,
          fontSize: '1.25rem',
          fontWeight: 600,
          mb: 1.5,
          color: COLORS.gold,
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Footers/Variant10Hotels: catalog, contact and social columns, fixed in the product. */
export default function FooterVariant10Hotels({ data }: { data: FooterData }) {
  const [street, town] = formatAddressLines();
  const catalog = useSiteCatalog();
  return (
    <Box component="footer" sx={{ bgcolor: COLORS.ink, color: COLORS.textPrimary }}>
      <Box sx={{ maxWidth: FOOTER_MAX_WIDTH, mx: 'auto', px: '15px', pt: 6, pb: 3 }}>
        <Box sx={{ mb: 4, maxWidth: 520 }}>
          <Typography
            sx={{ fontFamily: theme.typography.h2.fontFamily, fontSize: '1.5rem', fontWeight: 600 }}
          >
            {BRAND.name}
          </Typography>
          <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.85)' }}>{data.tagline}</Typography>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: '1fr',
            [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          }}
        >
          <Column id="footer-catalog" title="Catalog">
            <Box component="ul" sx={listSx}>
              {catalog.map((page) => (
                <li key={page.path}>
                  <Box component={NextLink} prefetch={false} href={page.path} sx={linkSx}>
                    {page.label}
                  </Box>
                </li>
              ))}
            </Box>
          </Column>
          <Column id="footer-contact" title="Contact us">
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Box sx={{ display: 'flex', gap: 1, py: 0.75 }}>
                <PlaceIcon fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
                <span>
                  {street}
                  <br />
                  {town}
                </span>
              </Box>
              <Box component="a" href={`tel:${PHONE.e164}`} sx={linkSx}>
                <PhoneIcon fontSize="small" aria-hidden="true" />
                {PHONE.display}
              </Box>
            </Box>
          </Column>
          <Column id="footer-follow" title="Follow us">
            <SocialLinks />
          </Column>
        </Box>
        <Box
          sx={{
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.2)',
            fontSize: '0.875rem',
            color: 'rgba(255,255,255,0.85)',
            display: 'grid',
            gap: 1,
            '& a': { color: COLORS.textPrimary },
          }}
        >
          <p style={{ margin: 0 }}>
            <strong>18+</strong> Casino visits are for adults only. Play responsibly; free help:{' '}
            <ExternalLink href={RESPONSIBLE_GAMING_HELP.href}>{RESPONSIBLE_GAMING_HELP.label}</ExternalLink>.
          </p>
          <p style={{ margin: 0 }}>
            Photos are illustrative and were not taken in Malta: see the{' '}
            <NextLink href="/about-us">photo credits</NextLink>.
          </p>
          <p style={{ margin: 0 }}>
            © {BUILD_YEAR} {BRAND.legalName}, {ADDRESS.city}. All rights reserved.
          </p>
        </Box>
      </Box>
    </Box>
  );
}
