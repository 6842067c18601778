/**
 * The addresses the visitor's browser and the enquiry receiver share, spelled once: the form posts
 * to the receiver's enquiry route, and nginx proxies both to the receiver.
 */

/** Where an enquiry is posted: the form's action and the address its script posts JSON to. */
export const ENQUIRY_PATH = '/api/enquiry';

/** The office's inbox, served by the receiver. */
export const INBOX_PATH = '/inbox';

/** Where the pages' beacon counts a view or a form's first use (no cookie, nothing personal). */
export const VIEW_PATH = '/api/view';
