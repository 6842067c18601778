import type { ComponentType } from 'react';
import FooterVariant10Hotels from '@/components/sections/Footers/Variant10Hotels';
import TitleBand from '@/components/sections/Heroes/TitleBand';
import FullBleedPhoto from '@/components/sections/Heroes/FullBleedPhoto';
import Intro from '@/components/sections/Texts/Intro';
import RichText from '@/components/sections/Texts/RichText';
import PhotoGrid from '@/components/sections/Cards/PhotoGrid';
import IconGrid from '@/components/sections/Cards/IconGrid';
import ImageText from '@/components/sections/Splits/ImageText';
import Mosaic from '@/components/sections/Galleries/Mosaic';
import Quotes from '@/components/sections/Testimonials/Quotes';
import Accordion from '@/components/sections/Faqs/Accordion';
import Strip from '@/components/sections/Facts/Strip';
import Banner from '@/components/sections/CallsToAction/Banner';
import Details from '@/components/sections/Contacts/Details';
import ResponsibleGaming from '@/components/sections/Notices/ResponsibleGaming';
import { withSiteTheme } from '@/theme/SiteThemeProvider';

/**
 * The page sections, imported directly and rendered inside the site's MUI theme. Only the server
 * requires this module (views.ts); the browser loads each section's code on demand.
 */
const sections = {
  FooterVariant10Hotels,
  FullBleedPhoto,
  TitleBand,
  Intro,
  RichText,
  PhotoGrid,
  IconGrid,
  ImageText,
  Mosaic,
  Quotes,
  Accordion,
  Strip,
  Banner,
  Details,
  ResponsibleGaming,
};

type Sections = typeof sections;

export const serverSections = Object.fromEntries(
  Object.entries(sections).map(([name, view]) => [name, withSiteTheme(view as ComponentType<object>)]),
) as unknown as Sections;
