import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import { COLORS } from '@/theme/constants';

type DocumentFiles = Parameters<Head['getCssLinks']>[0];

const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/**
 * next/document's Head with the built CSS inlined. The only CSS file is next/font's @font-face
 * rules (about 1 KB): as a <link> it would be one more render-blocking request before the first
 * paint. The site's other styles are emotion's, already inline. Runs only at build time.
 */
class InlineCssHead extends Head {
  override getCssLinks(files: DocumentFiles) {
    // next dev serves its CSS through its own runtime; only the build has files to inline.
    if (process.env.NODE_ENV !== 'production') return super.getCssLinks(files);
    const cssFiles = files.allFiles.filter((file) => file.endsWith('.css'));
    if (cssFiles.length === 0) return null;
    return cssFiles.map((file) => (
      <style
        key={file}
        data-inlined-from={file}
        dangerouslySetInnerHTML={{
          __html: readFileSync(path.join(process.cwd(), '.next', file), 'utf8').replace(
            SOURCE_MAP_COMMENT,
            '',
          ),
        }}
      />
    ));
  }
}

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en">
      <InlineCssHead>
        <meta name="theme-color" content={COLORS.paper} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        <DocumentHeadTags {...props} />
      </InlineCssHead>
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
