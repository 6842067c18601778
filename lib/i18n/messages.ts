import type { Locale } from './locales';

/**
 * The texts that live in code rather than in the content files (the site's chrome: error pages,
 * menus, footer headings, loading labels, the form), in each language. Content (headings, copy,
 * alt texts) is in the page files of each language, not here.
 */
export interface Messages {
  /** Addresses the chrome links to, in this language. */
  paths: { home: string; contact: string; privacy: string; thanks: string };
  errors: {
    home: string;
    contact: string;
    notFound: { title: string; description: string; code: string; heading: string; text: string };
    serverError: { title: string; description: string; code: string; heading: string; text: string };
  };
}

export const MESSAGES: Record<Locale, Messages> = {
  en: {
    paths: { home: '/', contact: '/contact-us', privacy: '/privacy-policy', thanks: '/thank-you' },
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
    paths: {
      home: '/pl/',
      contact: '/pl/kontakt',
      privacy: '/pl/polityka-prywatnosci',
      thanks: '/pl/dziekujemy',
    },
    errors: {
      home: 'Na stronę główną',
      contact: 'Kontakt',
      notFound: {
        title: 'Nie znaleziono strony | Hidden Gems Malta',
        description: 'Ta strona nie istnieje. Zapraszamy z powrotem do naszych pomysłów na wyjazd na Maltę.',
        code: 'Błąd 404',
        heading: 'Ta strona odpłynęła',
        text: 'Adres mógł zostać błędnie wpisany albo strona zmieniła miejsce. Proponujemy zacząć od strony głównej\u00a0– albo napisać nam, czego Państwo szukają, a\u00a0chętnie pomożemy.',
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
