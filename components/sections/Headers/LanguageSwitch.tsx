import Box from '@mui/system/Box';
import { SiteLink } from '@/components/site/SiteLink';
import { usePageLocale } from '@/context/LocaleContext';
import { LOCALE_INFO } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { BUTTON_HEIGHT, COLORS } from '@/theme/constants';
import { up } from '@/theme/media';
import { focusRingSx } from '@/theme/focusRing';

/**
 * The header's link to the other language: the same page there, or that language's home page. A plain
 * link, so it works before any script runs. It speaks the language it leads to (lang, hreflang),
 * and its visible label (the language's own name) begins its accessible name, which says where
 * it leads, so speech users can say what they see (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const { locale, path, twin } = usePageLocale().languageSwitch;
  const { label, twin: toTwin, home: toHome } = MESSAGES[locale].languageSwitch;
  const { lang } = LOCALE_INFO[locale];
  return (
    <Box
      component={SiteLink}
      href={path}
      data-language-switch=""
      hrefLang={lang}
      lang={lang}
      aria-label={twin ? toTwin : toHome}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 40,
        px: 1,
        borderRadius: 1,
        // The header is transparent over any photo until scrolled: this backing keeps white text
        // at about 7:1 even over white.
        backgroundColor: 'rgba(6,20,33,0.7)',
        color: COLORS.textPrimary,
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
        ...focusRingSx(),
        // Pushed to the right where it is the bar's first item after the logo (no button there);
        // beside the header's button from 600 px, as tall as it.
        ml: 'auto',
        [up('sm')]: { ml: 0, minHeight: BUTTON_HEIGHT, px: 1.5 },
      }}
    >
      {label}
    </Box>
  );
}
