import type { BannerData } from '@/components/sections/CallsToAction/Banner.schema';
import type { IconGridData } from '@/components/sections/Cards/IconGrid.schema';
import type { FullBleedPhotoData } from '@/components/sections/Heroes/FullBleedPhoto.schema';
import { catalog } from '@/lib/model/content/catalog';
import type { SelectedComponent } from '@/lib/model/content/selection';

/**
 * The landing-page starter of "New page" (pure): a hero, the benefits, one call to action and the
 * responsible-gaming notice every page about casino stays carries. Each block starts from its
 * catalogue defaults; copy that only suits the home page is replaced by an offer's outline, for the
 * editor to fill in. The photo's text says what it shows (it is not Malta, so no Malta caption).
 */
export interface StarterBlock {
  component: SelectedComponent;
  data: unknown;
}

export function landingPageStarter(title: string): StarterBlock[] {
  const hero: FullBleedPhotoData = {
    ...catalog.Heroes.FullBleedPhoto.defaultData,
    eyebrow: '',
    title,
    text: 'Say in two sentences what the offer is, who it is for and when it runs: the dates, the hotel and what is included.',
    cta: { label: 'Ask about this offer', href: '/contact-us' },
  };
  const benefits: IconGridData = {
    ...catalog.Cards.IconGrid.defaultData,
    heading: 'What the offer includes',
    intro: '',
    items: [
      { icon: 'Hotel', title: 'Your hotel', text: 'Name the hotel, the room and the number of nights.' },
      {
        icon: 'Flight',
        title: 'Getting there',
        text: 'Flights from Warsaw and the transfers, if they are included.',
      },
      {
        icon: 'Star',
        title: 'The extras',
        text: 'Dinners, spa time or an evening out that come with the offer.',
      },
    ],
  };
  const callToAction: BannerData = {
    ...catalog.CallsToAction.Banner.defaultData,
    heading: 'Ask about this offer',
    text: 'Tell us your dates and how many of you are travelling: we reply with a written offer, free and without obligation.',
    cta: { label: 'Ask about this offer', href: '/contact-us' },
  };
  return [
    { component: { category: 'Heroes', name: 'FullBleedPhoto' }, data: hero },
    { component: { category: 'Cards', name: 'IconGrid' }, data: benefits },
    { component: { category: 'CallsToAction', name: 'Banner' }, data: callToAction },
    {
      component: { category: 'Notices', name: 'ResponsibleGaming' },
      data: catalog.Notices.ResponsibleGaming.defaultData,
    },
  ];
}
