/** The drawer's id, shared by the menu button (aria-controls) and the drawer. */
export const MOBILE_MENU_ID = 'mobile-menu';
