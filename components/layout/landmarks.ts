/** The id of the page's main landmark: the skip link's target, and what the base styles address. */
export const MAIN_ID = 'main-content';
