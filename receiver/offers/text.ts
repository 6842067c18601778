import type { Locale } from '@/lib/model/i18n/locales';
import { BRAND, PHONE, formatAddressLines } from '@/lib/model/site/config';
import { dayIn, priceIn, stayIn, totalIn } from './format';
import type { OptionDraft } from './model';
import { OFFER_EMAIL_WORDS } from './words';

/**
 * The offer's email as plain text in the visitor's language: every option with its price and
 * total, the office's note, the last day, and the offer's own page. The conversation keeps the
 * same text with the link left out (only its SHA-256 is stored), so the email is composed again
 * from the outbox's payload, which holds the token, when it is sent.
 */
export interface OfferText {
  locale: Locale;
  version: number;
  replaces: boolean;
  options: readonly OptionDraft[];
  note: string;
  validUntil: string;
  /** The offer's page, `https://…/offer/<token>`; or what stands for it in the stored copy. */
  link: string;
  /** The page of the site the signature names (the visitor's language's home). */
  siteHome: string;
}

export function offerSubject(locale: Locale, version: number): string {
  return OFFER_EMAIL_WORDS[locale].subject(version);
}

export function offerEmailText(offer: OfferText): string {
  const { locale } = offer;
  const w = OFFER_EMAIL_WORDS[locale];
  const options = offer.options.flatMap((option, index) => [
    w.option(index + 1, option.hotel),
    `  ${w.room}: ${option.room}`,
    `  ${w.board}: ${option.board}`,
    `  ${w.dates}: ${stayIn(option, locale, w.nights)}`,
    `  ${w.travellers}: ${option.travellers}`,
    `  ${w.price}: ${priceIn(option, locale, w.basis)}`,
    `  ${w.total}: ${totalIn(option, locale)}`,
    '',
  ]);
  const [street, city] = formatAddressLines(locale);
  return [
    w.greeting,
    '',
    w.intro(offer.replaces),
    '',
    ...options,
    ...(offer.note ? [w.note, offer.note, ''] : []),
    w.link(dayIn(offer.validUntil, locale)),
    offer.link,
    '',
    w.orReply,
    '',
    w.signOff,
    w.signature,
    '',
    '-- ',
    BRAND.name,
    `${street}, ${city}`,
    PHONE.display,
    offer.siteHome,
    '',
  ].join('\n');
}
