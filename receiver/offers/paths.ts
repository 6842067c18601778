import { INBOX_PATH } from '@/lib/model/sharedPaths';

/** Where a visitor's offer lives on the site's origin: `/offer/<token>`, served by the receiver. */
export const OFFER_PATH = '/offer';

/** The fonts and the logo of the offer's page, from the receiver too (nginx proxies all of /offer/). */
export const OFFER_ASSETS_PATH = `${OFFER_PATH}/assets`;

/** The desk's own places for offers, inside the lead desk's scope (its gate guards them), as routes. */
export const DESK_OFFER_ROUTES = {
  newOffer: `${INBOX_PATH}/leads/:id/offers/new`,
  save: `${INBOX_PATH}/leads/:id/offers`,
  edit: `${INBOX_PATH}/offers/:id/edit`,
  revise: `${INBOX_PATH}/offers/:id/revise`,
  send: `${INBOX_PATH}/offers/:id/send`,
  withdraw: `${INBOX_PATH}/offers/:id/withdraw`,
  lead: `${INBOX_PATH}/leads/:id`,
} as const;

/** The same places for one lead or offer: `DESK_OFFER_PATHS.send(offer.id)`. */
export const DESK_OFFER_PATHS = Object.fromEntries(
  Object.entries(DESK_OFFER_ROUTES).map(([name, route]) => [
    name,
    (id: string) => route.replace(':id', encodeURIComponent(id)),
  ]),
) as Record<keyof typeof DESK_OFFER_ROUTES, (id: string) => string>;
