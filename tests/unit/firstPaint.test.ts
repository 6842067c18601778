import { describe, expect, it } from 'vitest';
import {
  firstPaintHtml,
  hasFirstPaintPass,
  type FirstPaintInputs,
} from '@/scripts/firstPaint/firstPaintHtml';

const CSS =
  "@font-face{font-family:bodyFont;src:url(/_next/static/media/body.woff2) format('woff2')}" +
  "@font-face{font-family:headingFontLetters;src:url(/_next/static/media/letters.woff2) format('woff2')}" +
  '\n/*# sourceMappingURL=site.css.map*/';
const HERO =
  '<link rel="preload" as="image" imageSrcSet="/images/optimized/hero-640.webp 640w, /images/optimized/hero-2560.webp 3840w" imageSizes="100vw" fetchPriority="high"/>';
const LOGO = '<link rel="preload" as="image" href="/images/logo.svg"/>';

/** A page as `next build` exports it with MUI's document (the shape of out/*.html). */
function exported(lang: string, preloads = `${LOGO}${HERO}`): string {
  return [
    `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8" data-next-head=""/>`,
    '<title data-next-head="">Casino</title>',
    '<meta name="theme-color" content="#24527a"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    '<meta name="emotion-insertion-point" content=""/>',
    '<link rel="preload" href="/_next/static/media/body.woff2" as="font" type="font/woff2" crossorigin="anonymous" data-next-font="size-adjust"/>',
    '<script type="application/ld+json" data-next-head="">{}</script>',
    '<style data-emotion="mui-global x">:root{}</style>',
    '<link rel="preload" href="/_next/static/css/site.css" as="style"/>',
    '<link rel="stylesheet" href="/_next/static/css/site.css" data-n-g=""/>',
    '<noscript data-n-css=""></noscript>',
    '<script defer="" noModule="" src="/_next/static/chunks/polyfills-1.js"></script>',
    '<script src="/_next/static/chunks/webpack-1.js" defer=""></script>',
    '<script src="/_next/static/chunks/main-1.js" defer=""></script>',
    '<script src="/_next/static/chunks/pages/%5B%5B...slug%5D%5D-1.js" defer=""></script>',
    '</head><body>',
    preloads,
    '<div id="__next"><a href="/">Home</a></div><script id="__NEXT_DATA__" type="application/json">{}</script></body></html>',
  ].join('');
}

const inputs: FirstPaintInputs = {
  stylesheet: (file) => {
    expect(file).toBe('static/css/site.css');
    return CSS;
  },
  bootScript: 'boot()',
  localeFontPreloads: { en: [], pl: ['headingFontLetters'] },
  localeOfLang: (lang) => (lang === 'pl' ? 'pl' : 'en'),
  dataFile: () => undefined,
};

describe('the first-paint pass over an exported page', () => {
  const page = firstPaintHtml('out/casino.html', exported('en'), inputs);
  const head = page.slice(0, page.indexOf('</head>'));

  it('inlines the stylesheet where Next linked it, without the source map comment, and links no CSS', () => {
    expect(head).toContain(
      `<style data-inlined-from="static/css/site.css">${CSS.replace(/\n\/\*#.*$/, '\n')}</style><noscript data-n-css=""></noscript>`,
    );
    expect(head).not.toMatch(/<link[^>]+\.css/);
    expect(head).not.toContain('sourceMappingURL');
  });

  it('hands the app’s scripts, in Next’s order, to the boot script, and leaves no app <script src>', () => {
    expect(head).toContain(
      '<script data-scripts="[&quot;/_next/static/chunks/webpack-1.js&quot;,&quot;/_next/static/chunks/main-1.js&quot;,&quot;/_next/static/chunks/pages/%5B%5B...slug%5D%5D-1.js&quot;]">boot()</script>',
    );
    expect(page.match(/<script[^>]* src=/g)).toEqual(['<script defer="" noModule="" src=']);
  });

  it('moves the image preloads to the top of the document’s head, the photo first', () => {
    expect(head).toContain(
      '<title data-next-head="">Casino</title><link rel="preload" as="image" imageSrcSet="/images/optimized/hero-640.webp 640w, /images/optimized/hero-2560.webp 3840w" imageSizes="100vw" fetchPriority="high"/><link rel="preload" as="image" href="/images/logo.svg"/><meta name="theme-color"',
    );
    expect(page).toContain('<body><div id="__next"><a href="/">Home</a></div>');
  });

  it('preloads the fonts the page’s language needs besides next/font’s', () => {
    expect(head).not.toContain('letters.woff2" as="font"');
    const polish = firstPaintHtml('out/pl/kasyno.html', exported('pl'), inputs);
    expect(polish).toContain(
      'data-next-font="size-adjust"/><link rel="preload" href="/_next/static/media/letters.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><script type="application/ld+json"',
    );
  });

  it('knows a page it has been over, and leaves a page without image preloads as it was there', () => {
    expect(hasFirstPaintPass(page)).toBe(true);
    expect(hasFirstPaintPass(exported('en'))).toBe(false);
    const bare = firstPaintHtml('out/404.html', exported('en', ''), inputs);
    expect(bare).toContain('<body><div id="__next"><a href="/">Home</a></div>');
  });

  it('leaves the props of a statically generated page to the data file that holds exactly them', () => {
    const props = { pageProps: { title: 'Kasyno <b>' }, __N_SSG: true };
    const nextData = {
      props,
      page: '/[[...slug]]',
      query: { slug: ['pl', 'kasyno'] },
      buildId: 'b1',
      gsp: true,
    };
    const inline = JSON.stringify(nextData).replaceAll('<', '\\u003c').replaceAll('>', '\\u003e');
    const html = exported('pl').replace('type="application/json">{}', `type="application/json">${inline}`);
    const files = new Map([['/_next/data/b1/pl/kasyno.json', JSON.stringify(props)]]);
    const page = firstPaintHtml('out/pl/kasyno.html', html, {
      ...inputs,
      dataFile: (href) => files.get(href),
    });
    expect(page).toContain(
      '<script id="__NEXT_DATA__" type="application/json" data-props="/_next/data/b1/pl/kasyno.json">{"page":"/[[...slug]]","query":{"slug":["pl","kasyno"]},"buildId":"b1","gsp":true}</script></body>',
    );

    // A data file with other props (or none) leaves the page's data inline.
    files.set('/_next/data/b1/pl/kasyno.json', JSON.stringify({ ...props, pageProps: {} }));
    const other = firstPaintHtml('out/pl/kasyno.html', html, {
      ...inputs,
      dataFile: (href) => files.get(href),
    });
    expect(other).toContain(`type="application/json">${inline}</script>`);
    expect(firstPaintHtml('out/pl/kasyno.html', html, inputs)).not.toContain('data-props');
  });

  it('refuses a page without the shape it expects, naming the file', () => {
    const noScripts = exported('en').replaceAll(/<script src="[^"]+" defer=""><\/script>/g, '');
    expect(() => firstPaintHtml('out/a.html', noScripts, inputs)).toThrow(
      'out/a.html: no app script to hand to the boot script',
    );
    const noCss = exported('en').replace(/<link rel="stylesheet"[^>]+\/>/, '');
    expect(() => firstPaintHtml('out/b.html', noCss, inputs)).toThrow(
      'out/b.html: no stylesheet link to inline',
    );
  });
});
