import { BRAND, POLISH_GAMBLING_HELPLINE, RESPONSIBLE_GAMING_HELP } from '@/lib/model/site/config';
import type { Locale } from '@/lib/model/i18n/locales';

/** A sentence with links in it: plain text and links, in reading order. */
export type TextWithLinks = readonly (string | { text: string; href: string })[];

/**
 * The texts that live in code rather than in the content files (the site's chrome: error pages,
 * menus, footer headings, loading labels, the form), in each language. Content (headings, copy,
 * alt texts) is in the page files of each language, not here.
 */
export interface Messages {
  /** Labels that the content sections add to their data. */
  content: { lastUpdated: string };
  /** Addresses the chrome links to, in this language. */
  paths: { home: string; contact: string; privacy: string; thanks: string; about: string };
  /**
   * The language switcher that leads to this language, in this language: its visible label, and
   * its accessible name for the same page (`twin`) or for this language's home page.
   */
  languageSwitch: { label: string; twin: string; home: string };
  header: {
    /** The logo's alt text (the logo links to the home page). */
    logo: string;
    mainNav: string;
    mobileNav: string;
    /** The menu's dialog (popover and drawer). */
    menu: string;
    openMenu: string;
    closeMenu: string;
  };
  skipLink: string;
  loading: { default: string; page: string; pageContent: string; nextPage: string };
  /** Hidden text after a link that opens in a new tab. */
  newTab: string;
  footer: {
    catalog: string;
    contact: string;
    follow: string;
    /** After a bold „18+”. */
    adultsOnly: TextWithLinks;
    photoCredits: TextWithLinks;
    /** After „© {year} {legalName}, {city}.” */
    rights: string;
  };
  contacts: { office: string; callOrWrite: string; openingHours: string; messageUs: string };
  /** The privacy notice at first paint (components/layout/PrivacyChoices.tsx) and its footer link. */
  privacy: {
    region: string;
    title: string;
    body: TextWithLinks;
    accept: string;
    reject: string;
    choose: string;
    measurement: { label: string; hint: string };
    advertising: { label: string; hint: string };
    save: string;
    settings: string;
  };
  errors: {
    home: string;
    contact: string;
    notFound: { title: string; description: string; code: string; heading: string; text: string };
    serverError: { title: string; description: string; code: string; heading: string; text: string };
  };
}

export const MESSAGES: Record<Locale, Messages> = {
  en: {
    content: { lastUpdated: 'Last updated:' },
    paths: {
      home: '/',
      contact: '/contact-us',
      privacy: '/privacy-policy',
      thanks: '/thank-you',
      about: '/about-us',
    },
    languageSwitch: { label: 'English', twin: 'English – this page in English', home: 'English – home page' },
    header: {
      logo: `${BRAND.name}, home`,
      mainNav: 'Main',
      mobileNav: 'Mobile',
      menu: 'Menu',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
    },
    skipLink: 'Skip to content',
    loading: {
      default: 'Loading',
      page: 'Loading page',
      pageContent: 'Loading page content',
      nextPage: 'Loading the next page',
    },
    newTab: '(opens in a new tab)',
    footer: {
      catalog: 'Catalog',
      contact: 'Contact us',
      follow: 'Follow us',
      adultsOnly: [
        'Casino visits are for adults only. Play responsibly; free help: ',
        { text: RESPONSIBLE_GAMING_HELP.label, href: RESPONSIBLE_GAMING_HELP.href },
        '.',
      ],
      photoCredits: [
        'Photos are illustrative and were not taken in Malta: see the ',
        { text: 'photo credits', href: '/about-us' },
        '.',
      ],
      rights: 'All rights reserved.',
    },
    contacts: {
      office: 'Our office',
      callOrWrite: 'Call or write',
      openingHours: 'Opening hours',
      messageUs: 'Message us',
    },
    privacy: {
      region: 'Privacy choices',
      title: 'Your privacy',
      body: [
        'With your consent we measure how our site is used (ourselves, in totals only) and keep the Google Ads click id for your visit, to learn which ads lead to bookings. Everything works the same without it. Details in our ',
        { text: 'privacy notice', href: '/privacy-policy' },
        '.',
      ],
      accept: 'Accept',
      reject: 'Reject',
      choose: 'Choose per purpose',
      measurement: {
        label: 'Measuring the site',
        hint: 'Ours, in totals: which pages and campaigns bring enquiries.',
      },
      advertising: {
        label: 'Advertising',
        hint: 'The Google Ads click id, sent with your enquiry and shared with Google.',
      },
      save: 'Save my choice',
      settings: 'Privacy settings',
    },
    errors: {
      home: 'Back to the home page',
      contact: 'Contact us',
      notFound: {
        title: 'Page not found | Hidden Gems Malta',
        description: 'This page does not exist. Find your way back to our Malta travel ideas.',
        code: 'Error 404',
        heading: 'This page has sailed away',
        text: 'The address may be mistyped, or the page may have moved. Start again from the home page, or tell us what you were looking for and we will help.',
      },
      serverError: {
        title: 'Something went wrong | Hidden Gems Malta',
        description: 'This page could not be shown. Please try again, or contact us.',
        code: 'Error 500',
        heading: 'Something went wrong',
        text: 'This page could not be shown just now. Please try again in a moment, or call or write to us and we will help.',
      },
    },
  },
  pl: {
    content: { lastUpdated: 'Ostatnia aktualizacja:' },
    paths: {
      home: '/pl/',
      contact: '/pl/kontakt',
      privacy: '/pl/polityka-prywatnosci',
      thanks: '/pl/dziekujemy',
      about: '/pl/o-nas',
    },
    languageSwitch: { label: 'Polski', twin: 'Polski – ta strona po polsku', home: 'Polski – strona główna' },
    header: {
      logo: `${BRAND.name} – strona główna`,
      mainNav: 'Menu główne',
      mobileNav: 'Menu mobilne',
      menu: 'Menu',
      openMenu: 'Otwórz menu',
      closeMenu: 'Zamknij menu',
    },
    skipLink: 'Przejdź do treści',
    loading: {
      default: 'Wczytywanie',
      page: 'Wczytywanie strony',
      pageContent: 'Wczytywanie treści strony',
      nextPage: 'Wczytywanie kolejnej strony',
    },
    newTab: '(otwiera się w\u00a0nowej karcie)',
    footer: {
      catalog: 'Na skróty',
      contact: 'Kontakt',
      follow: 'Media społecznościowe',
      adultsOnly: [
        'Wstęp do kasyn wyłącznie dla osób pełnoletnich. Grajmy odpowiedzialnie. Poufna pomoc: ',
        { text: `telefon zaufania ${POLISH_GAMBLING_HELPLINE.display}`, href: POLISH_GAMBLING_HELPLINE.href },
        ' (uzależnienia behawioralne) i\u00a0',
        { text: RESPONSIBLE_GAMING_HELP.label, href: RESPONSIBLE_GAMING_HELP.href },
        ' na Malcie.',
      ],
      photoCredits: [
        'Zdjęcia mają charakter poglądowy i\u00a0nie zostały zrobione na Malcie\u00a0– zob. ',
        { text: 'źródła zdjęć', href: '/pl/o-nas' },
        '.',
      ],
      rights: 'Wszelkie prawa zastrzeżone.',
    },
    contacts: {
      office: 'Nasze biuro',
      callOrWrite: 'Telefon i\u00a0e-mail',
      openingHours: 'Godziny otwarcia',
      messageUs: 'Komunikatory',
    },
    privacy: {
      region: 'Wybór prywatności',
      title: 'Państwa prywatność',
      body: [
        'Za Państwa zgodą mierzymy, jak używana jest nasza strona (sami, tylko zbiorczo), i\u00a0zachowujemy na czas wizyty identyfikator kliknięcia reklamy Google Ads, by wiedzieć, które reklamy prowadzą do rezerwacji. Bez zgody wszystko działa tak samo. Szczegóły w\u00a0',
        { text: 'polityce prywatności', href: '/pl/polityka-prywatnosci' },
        '.',
      ],
      accept: 'Akceptuję',
      reject: 'Odrzucam',
      choose: 'Wybór według celu',
      measurement: {
        label: 'Pomiar strony',
        hint: 'Nasz własny, zbiorczy: które strony i\u00a0kampanie przynoszą zapytania.',
      },
      advertising: {
        label: 'Reklama',
        hint: 'Identyfikator kliknięcia Google Ads, wysyłany z\u00a0zapytaniem i\u00a0przekazywany Google.',
      },
      save: 'Zapisuję wybór',
      settings: 'Ustawienia prywatności',
    },
    errors: {
      home: 'Na stronę główną',
      contact: 'Kontakt',
      notFound: {
        title: 'Nie znaleziono strony | Hidden Gems Malta',
        description: 'Ta strona nie istnieje. Zapraszamy z powrotem do naszych pomysłów na wyjazd na Maltę.',
        code: 'Błąd 404',
        heading: 'Ta strona odpłynęła',
        text: 'Adres mógł zostać błędnie wpisany albo strona została przeniesiona. Proponujemy zacząć od strony głównej\u00a0– albo napisać nam, czego Państwo szukają, a\u00a0chętnie pomożemy.',
      },
      serverError: {
        title: 'Wystąpił błąd | Hidden Gems Malta',
        description:
          'Nie udało się wyświetlić tej strony. Prosimy spróbować ponownie lub skontaktować się z\u00a0nami.',
        code: 'Błąd 500',
        heading: 'Coś poszło nie tak',
        text: 'Nie udało się teraz wyświetlić tej strony. Prosimy spróbować ponownie za chwilę albo zadzwonić lub napisać do nas\u00a0– chętnie pomożemy.',
      },
    },
  },
};
