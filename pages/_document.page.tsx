import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { LOCALE_INFO, localeOfPath } from '@/lib/model/i18n/locales';
import { COLORS } from '@/theme/constants';
import { createSiteEmotionCache } from '@/theme/emotionCache';

// MUI's pages-router document. The build's first-paint pass (scripts/export/finishExport.ts)
// inlines the stylesheet, hands the app's scripts to the boot script and lifts the image preloads.
type Props = DocumentProps & DocumentHeadTagsProps & { lang: string };

export default function Document(props: Props) {
  return (
    <Html lang={props.lang}>
      <Head>
        <meta name="theme-color" content={COLORS.paper} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => {
  const initialProps = await documentGetInitialProps(ctx, { emotionCache: createSiteEmotionCache() });
  return { ...initialProps, lang: LOCALE_INFO[localeOfPath(ctx.asPath ?? '/')].lang };
};
