import { z } from 'zod';
import { callToAction, longText, text } from '@/lib/model/fields';

export const bannerSchema = z.strictObject({
  heading: text('Heading', 120),
  text: longText('Text', 400),
  cta: callToAction('Button'),
});

export type BannerData = z.output<typeof bannerSchema>;

export const bannerDefaults: BannerData = {
  heading: 'Ready when you are',
  text: 'Tell us your dates and we will come back with a plan.',
  cta: { label: 'Plan my trip', href: '/contact-us' },
};
