import { defineSection } from '@/lib/model/sections/sectionDefinition';
import { z } from 'zod';
import { choice, imageSrc, internalPath, list, text } from '@/lib/model/fields';

/** Icon names of the spec's header data, each mapped to a MUI icon by the header. */
export const NAV_ICON_NAMES = ['Home', 'Stars', 'Info', 'Time', 'ContactSupport', 'Phone'] as const;
export type NavIconName = (typeof NAV_ICON_NAMES)[number];

export const navLinkSchema = z.strictObject({
  label: text('Link label', 40),
  path: internalPath('Link path'),
  icon: choice('Icon', NAV_ICON_NAMES),
});

export const headerSchema = z.strictObject({
  logo: imageSrc('Logo'),
  navLinks: list('Navigation links', navLinkSchema, 1, 8),
  btn: text('Button text', 40),
});

export type HeaderData = z.output<typeof headerSchema>;

export const headerDefaults: HeaderData = {
  logo: '/images/logo.svg',
  navLinks: [
    { label: 'Home', path: '/', icon: 'Home' },
    { label: 'Casino hotels', path: '/casino', icon: 'Stars' },
    { label: 'About us', path: '/about-us', icon: 'Info' },
    { label: 'Contact', path: '/contact-us', icon: 'ContactSupport' },
  ],
  btn: 'Plan my Malta trip',
};

/** The section in the catalogue: its names in both languages, its schema and its first data. */
export const headerSection = defineSection({
  label: 'Hotel header',
  description: 'Logo, navigation with icons, call-to-action button and a mobile menu.',
  polish: {
    label: 'Nagłówek hotelowy',
    description: 'Logo, nawigacja z ikonami, przycisk wezwania do działania i menu na telefony.',
  },
  schema: headerSchema,
  defaultData: headerDefaults,
});
