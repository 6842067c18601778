import { z } from 'zod';
import { imageSrc, internalPath, text } from '@/lib/schemas/fields';

/** Icon names of the spec's header data, each mapped to a MUI icon by the header. */
export const NAV_ICON_NAMES = ['Home', 'Stars', 'Info', 'Time', 'ContactSupport', 'Phone'] as const;
export type NavIconName = (typeof NAV_ICON_NAMES)[number];

export const navLinkSchema = z.strictObject({
  label: text('Link label', 40),
  path: internalPath('Link path'),
  icon: z.enum(NAV_ICON_NAMES, `Icon must be one of ${NAV_ICON_NAMES.join(', ')}`).meta({
    title: 'Icon',
    widget: 'select',
  }),
});

export const headerSchema = z.strictObject({
  logo: imageSrc('Logo'),
  navLinks: z
    .array(navLinkSchema)
    .min(1, 'Add at least one navigation link')
    .max(8, 'At most 8 navigation links fit the header'),
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
