/**
 * The bench's floor: a page with one heading and one sentence, no styles, fonts, images or
 * scripts, measured by Lighthouse on the same host, browser and server as the site's routes.
 * Whatever it scores is the measurement's own cost (Chromium committing the navigation in a fresh
 * renderer, laying out its first text), not the site's: a route's figures are read beside it.
 * It is the home page (index.html) of a directory of its own.
 */
export const FLOOR_PAGE_HTML = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Bench floor</title><meta name="description" content="A page with one sentence."></head>',
  '<body><main><h1>Bench floor</h1><p>A page with one sentence.</p></main></body>',
  '</html>',
  '',
].join('\n');
