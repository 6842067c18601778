import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SpriteIcon } from '@/components/icons/SpriteIcon';
import { lightLinkSx } from '@/components/site/linkStyles';
import { SocialLinks } from '@/components/site/SocialLinks';
import { useLocale } from '@/context/LocaleContext';
import { MESSAGES } from '@/lib/model/site/messages';
import { BRAND, PHONE, PHONE_DISPLAY, formatAddressLines } from '@/lib/model/site/config';
import { typesetText } from '@/lib/model/text/typeset';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { SectionShell } from '../SectionShell';
import type { DetailsData } from './Details.schema';

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: COLORS.paper, color: COLORS.textPrimary, borderRadius: 2, p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1.5, color: COLORS.gold }}>
        {icon}
        <Typography variant="h3" sx={{ fontSize: '1.25rem', color: COLORS.textPrimary }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Contacts/Details: the office address, phone, email, opening hours and social links. */
export default function ContactDetails({ data }: { data: DetailsData }) {
  const locale = useLocale();
  const { contacts } = MESSAGES[locale];
  const [street, town] = formatAddressLines(locale);
  const [emailUser, emailDomain] = BRAND.email.split('@');
  return (
    <SectionShell heading={data.heading} intro={data.intro}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: '1fr',
          [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        }}
      >
        <Card icon={<SpriteIcon name="Place" />} title={contacts.office}>
          <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
            {typesetText(BRAND.legalName, locale)}
            <br />
            {street}
            <br />
            {town}
          </Box>
        </Card>
        <Card icon={<SpriteIcon name="Phone" />} title={contacts.callOrWrite}>
          <Box component="a" href={`tel:${PHONE.e164}`} sx={lightLinkSx} id="phone">
            <SpriteIcon name="Phone" fontSize="small" />
            {PHONE_DISPLAY[locale]}
          </Box>
          <Box component="a" href={`mailto:${BRAND.email}`} sx={lightLinkSx}>
            <SpriteIcon name="Email" fontSize="small" />
            {/* A narrow card breaks the address after its @, not inside a word. */}
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {emailUser}@<wbr />
              {emailDomain}
            </Box>
          </Box>
        </Card>
        <Card icon={<SpriteIcon name="Schedule" />} title={contacts.openingHours}>
          <Box component="dl" sx={{ m: 0, lineHeight: 1.7 }} id="hours">
            {data.openingHours.map((row) => (
              <Box key={row.days} sx={{ mb: 1 }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {row.days}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {row.hours}
                </Box>
              </Box>
            ))}
          </Box>
        </Card>
        <Card icon={<SpriteIcon name="Chat" />} title={contacts.messageUs}>
          <SocialLinks />
        </Card>
      </Box>
    </SectionShell>
  );
}
