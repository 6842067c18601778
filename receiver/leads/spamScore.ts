/**
 * Spam scoring beyond the honeypot: a few signals, each weighed so that one weak signal never
 * marks a real visitor's enquiry as spam, while two strong ones do. The script or language of a
 * message is deliberately not a signal: real visitors write in any of them.
 */

export interface SpamSignals {
  /** From the first touch of the form to sending it, as the page's script measured; null: no script. */
  msSinceFormFirstUsed: number | null;
  message: string;
  name: string;
  /** Other enquiries stored from the same network address in the last 10 minutes (not this one). */
  recentFromSameAddress: number;
  /** The same content as a lead already stored under a different idempotency key. */
  duplicateOfStored: boolean;
}

/** Stable codes for the desk to show. */
export type SpamReason = 'too-fast' | 'links' | 'link-in-name' | 'burst' | 'duplicate';

export interface SpamVerdict {
  score: number;
  reasons: SpamReason[];
}

/** Two strong signals (3 each) reach it; one strong and one weak (1) do not. */
export const SPAM_THRESHOLD = 5;

/**
 * Strong (3): filled in and sent within 3 s of the first touch. Autofill can fill the contact fields
 * that fast, but not write a message; still one signal, as a clock or a script can misjudge it.
 * A missing measurement (no JavaScript) is no evidence at all.
 */
const TOO_FAST_MS = 3000;
const TOO_FAST_WEIGHT = 3;
/** Weak (1): one link is what a real visitor pastes (the hotel they saw). */
const ONE_LINK_WEIGHT = 1;
/** Strong (3): two or more links are what link spam is made of. */
const MANY_LINKS = 2;
const MANY_LINKS_WEIGHT = 3;
/**
 * Just under the threshold (4), so any other signal, even a single link, tips it: no real name
 * holds a URL, but people type their email address into the name field by mistake, and a company
 * name can be a domain ("Hotels.com"), so alone it does not condemn.
 */
const LINK_IN_NAME_WEIGHT = 4;
/**
 * Strong (3): more than 2 other enquiries from one address in 10 minutes. A correction sent again,
 * or two people in one office, stay below; an address can be shared (carrier NAT), hence not alone.
 */
const BURST_MIN = 3;
const BURST_WEIGHT = 3;
/**
 * Strong (3): content already stored under another key is a replay, or a visitor who reloaded the
 * page and sent again; the first copy is kept either way, so marking a copy costs no enquiry.
 */
const DUPLICATE_WEIGHT = 3;

/**
 * A URL with a scheme (up to whitespace, a quote, an angle bracket, or the next scheme so that
 * links run together count apart), www.-anything, or a bare domain followed by a path. A bare
 * domain without a path is not counted: "booking.com" in a sentence is how people name a site.
 */
const LINK =
  /\bhttps?:\/\/(?:(?!https?:\/\/)[^\s<>"'])+|\bwww\.[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"']*/gi;
const EMAIL = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/i;

/** How many links a text holds, each counted once however it is written. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

export function spamScore(signals: SpamSignals): SpamVerdict {
  const reasons: SpamReason[] = [];
  let score = 0;
  const add = (reason: SpamReason, weight: number) => {
    reasons.push(reason);
    score += weight;
  };

  // A negative duration can only come from a forged or broken measurement: as suspicious as fast.
  if (signals.msSinceFormFirstUsed !== null && signals.msSinceFormFirstUsed < TOO_FAST_MS) {
    add('too-fast', TOO_FAST_WEIGHT);
  }
  const links = countLinks(signals.message);
  if (links >= MANY_LINKS) add('links', MANY_LINKS_WEIGHT);
  else if (links === 1) add('links', ONE_LINK_WEIGHT);
  if (countLinks(signals.name) > 0 || EMAIL.test(signals.name)) add('link-in-name', LINK_IN_NAME_WEIGHT);
  if (signals.recentFromSameAddress >= BURST_MIN) add('burst', BURST_WEIGHT);
  if (signals.duplicateOfStored) add('duplicate', DUPLICATE_WEIGHT);

  return { score, reasons };
}

export function isSpam(score: number): boolean {
  return score >= SPAM_THRESHOLD;
}
