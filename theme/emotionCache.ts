import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * The emotion cache of the site, the same on the server (pages/_document) and in the browser
 * (pages/_app), so that the class names agree. Without stylis's prefixer: the vendor-prefixed
 * copies it writes (-webkit-box, -ms-flexbox…) serve browsers that do not run this site (it needs
 * the popover API), and they cost about 440 bytes of every page's compressed HTML, which must stay
 * within the first round trip of a new connection (about 14 KB).
 */
export function createSiteEmotionCache() {
  return createEmotionCache({ key: 'mui', stylisPlugins: [] });
}
