import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { LinkedText } from '@/components/site/LinkedText';
import { SiteLink } from '@/components/site/SiteLink';
import { SocialLinks } from '@/components/site/SocialLinks';
import { PRIVACY_CHOICES_ID } from '@/lib/model/consent/consent';
import { lightLinkSx as linkSx, plainListSx as listSx } from '@/components/site/linkStyles';
import { useLocale } from '@/context/LocaleContext';
import { useSiteCatalog } from '@/context/SiteCatalogContext';
import { MESSAGES } from '@/lib/model/site/messages';
import { ADDRESS, BRAND, PHONE, PHONE_DISPLAY, formatAddressLines } from '@/lib/model/site/config';
import { typesetText } from '@/lib/model/text/typeset';
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

/**
 * Footers/Variant10Hotels: catalog, contact and social columns, fixed in the product, in the
 * page's language (the catalog lists that language's pages).
 */
export default function FooterVariant10Hotels({ data }: { data: FooterData }) {
  const locale = useLocale();
  const { footer, privacy, paths } = MESSAGES[locale];
  const [street, town] = formatAddressLines(locale);
  const catalog = useSiteCatalog();
  // One text node: adjacent ones would be separated by comments in the exported HTML.
  const copyright = typesetText(
    `© ${BUILD_YEAR} ${BRAND.legalName}, ${ADDRESS.city}. ${footer.rights}`,
    locale,
  );
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
          <Column id="footer-catalog" title={footer.catalog}>
            <Box component="ul" sx={listSx}>
              {catalog.map((page) => (
                <li key={page.path}>
                  <Box component={SiteLink} href={page.path} sx={linkSx}>
                    {typesetText(page.label, locale)}
                  </Box>
                </li>
              ))}
            </Box>
          </Column>
          <Column id="footer-contact" title={footer.contact}>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Box sx={{ display: 'flex', gap: 1, py: 0.75 }}>
                <SpriteIcon name="Place" fontSize="small" sx={{ mt: '2px' }} />
                <span>
                  {street}
                  <br />
                  {town}
                </span>
              </Box>
              <Box component="a" href={`tel:${PHONE.e164}`} sx={linkSx}>
                <SpriteIcon name="Phone" fontSize="small" />
                {PHONE_DISPLAY[locale]}
              </Box>
            </Box>
          </Column>
          <Column id="footer-follow" title={footer.follow}>
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
            <strong>18+</strong> <LinkedText parts={footer.adultsOnly} />
          </p>
          <p style={{ margin: 0 }}>
            <LinkedText parts={footer.photoCredits} />
          </p>
          <p style={{ margin: 0 }}>
            {/* A plain link: the boot script opens the privacy notice from it, with or without the app. */}
            <a href={`${paths.privacy}#${PRIVACY_CHOICES_ID}`}>{privacy.settings}</a>
          </p>
          <p style={{ margin: 0 }}>{copyright}</p>
        </Box>
      </Box>
    </Box>
  );
}
