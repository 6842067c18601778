/** The drawer's id, shared by the menu button (aria-controls) and the drawer. */
export const MOBILE_MENU_ID = 'mobile-menu';

/** The id of the menu's popover, which works before the page's scripts run (popovertarget). */
export const MOBILE_MENU_POPOVER_ID = 'mobile-menu-popover';
