import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { COLORS } from '@/theme/constants';
import { bodyFont, headingFont } from '@/theme/fonts';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" className={`${bodyFont.variable} ${headingFont.variable}`}>
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

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
