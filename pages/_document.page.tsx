import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { Children, isValidElement, type ReactNode } from 'react';
import { inlineBootScript } from '@/lib/server/bootScript';
import { fontFileUrl } from '@/lib/server/document/fontPreloads';
import { takeImagePreloads, type ImagePreload } from '@/lib/server/document/imagePreloads';
import { LOCALE_FONT_PRELOADS } from '@/theme/localeFontPreloads';
import { DEFAULT_LOCALE, isLocale, LOCALE_INFO, type Locale } from '@/lib/model/i18n/locales';
import { COLORS } from '@/theme/constants';
import { createSiteEmotionCache } from '@/theme/emotionCache';

type DocumentFiles = Parameters<Head['getCssLinks']>[0];

function scriptSources(elements: ReactNode): string[] {
  return Children.toArray(elements).flatMap((element) =>
    isValidElement<{ src?: string }>(element) && typeof element.props.src === 'string'
      ? [element.props.src]
      : [],
  );
}

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/**
 * next/document's Head, changed in the build so that nothing stands between the HTML and its first
 * paint: the CSS (next/font's @font-face rules, about 1 KB; the other styles are emotion's, already
 * inline) is inlined instead of linked, and the app's scripts, instead of `defer` tags, are one
 * small script that loads them when the visitor first reaches for the page. next dev keeps Next's
 * own tags.
 */
class DocumentHead extends Head {
  override getCssLinks(files: DocumentFiles) {
    // next dev serves its CSS through its own runtime; only the build has files to inline.
    if (process.env.NODE_ENV !== 'production') return super.getCssLinks(files);
    const cssFiles = files.allFiles.filter((file) => file.endsWith('.css'));
    if (cssFiles.length === 0) return null;
    const styles = cssFiles.map((file) => ({
      file,
      css: readFileSync(path.join(process.cwd(), '.next', file), 'utf8').replace(SOURCE_MAP_COMMENT, ''),
    }));
    // The fonts this page's language needs besides next/font's preloads, from their @font-face rules.
    const fontPreloads = LOCALE_FONT_PRELOADS[pageLocale(this.context.__NEXT_DATA__)].flatMap((family) =>
      styles.flatMap(({ css }) => fontFileUrl(css, family) ?? []),
    );
    return [
      ...fontPreloads.map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      )),
      ...styles.map(({ file, css }) => (
        <style key={file} data-inlined-from={file} dangerouslySetInnerHTML={{ __html: css }} />
      )),
    ];
  }

  // Listed with the other scripts below, in Next's order (dynamic chunks first).
  override getDynamicChunks(files: DocumentFiles) {
    if (process.env.NODE_ENV !== 'production') return super.getDynamicChunks(files);
    return [];
  }

  override getScripts(files: DocumentFiles) {
    if (process.env.NODE_ENV !== 'production') return super.getScripts(files);
    const sources = [
      ...scriptSources(super.getDynamicChunks(files)),
      ...scriptSources(super.getScripts(files)),
    ];
    // The boot script (lib/browser/boot.js), inline: it captures the gclid and fills the enquiry
    // forms' hidden fields at once, then loads `sources` when the visitor first reaches for the page.
    return [
      <script
        key="boot"
        data-scripts={JSON.stringify(sources)}
        dangerouslySetInnerHTML={{ __html: inlineBootScript() }}
      />,
    ];
  }
}

interface ImagePreloadProps {
  imagePreloads: ImagePreload[];
}

/** The page's language, from its props (a site page's `locale`); English for the others. */
function pageLocale(nextData: DocumentProps['__NEXT_DATA__']): Locale {
  const locale = (nextData.props as { pageProps?: { locale?: unknown } } | undefined)?.pageProps?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function documentLang(props: DocumentProps): string {
  return LOCALE_INFO[pageLocale(props.__NEXT_DATA__)].lang;
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps & ImagePreloadProps) {
  return (
    <Html lang={documentLang(props)}>
      <DocumentHead>
        {props.imagePreloads.map((preload) => (
          <link key={preload.href} {...preload} />
        ))}
        <meta name="theme-color" content={COLORS.paper} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <DocumentHeadTags {...props} />
      </DocumentHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => {
  const initialProps = await documentGetInitialProps(ctx, { emotionCache: createSiteEmotionCache() });
  const { preloads, html } = takeImagePreloads(initialProps.html);
  return { ...initialProps, html, imagePreloads: preloads };
};
