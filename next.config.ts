import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { pinSiteBuildTime } from '@/lib/server/buildTime';
import { siteCodeId } from '@/lib/server/siteCode';
import { DEVICE_SIZES, IMAGE_SIZES } from '@/lib/model/images/sizes';

/**
 * Pages are `*.page.tsx`. The editor's screens and its content API are `*.editor.tsx` /
 * `*.editor.ts`: `next dev` and the studio's production build serve them, while the static export
 * never sees them as pages, so `out/` cannot contain an API or the editor. The receiver's two
 * stand-ins under `next dev` (the enquiry and the view beacon) are `*.dev.ts`: only `next dev`
 * has them; the studio and production have the receiver itself.
 */
const SITE_PAGE_EXTENSIONS = ['page.tsx', 'page.ts'];
const EDITOR_PAGE_EXTENSIONS = ['editor.tsx', 'editor.ts'];
const DEV_ONLY_PAGE_EXTENSIONS = ['dev.ts'];

/**
 * The studio (`npm run studio`) is the editor as a production service: a production build (never
 * `next dev`) with the editor's routes, in its own folder, served by studio/main.ts behind the
 * team's accounts. STUDIO_BUILD=1 selects it, when building and when serving.
 */
const STUDIO_DIST_DIR = '.next-studio';

export default function nextConfig(phase: string): NextConfig {
  const isDev = phase === PHASE_DEVELOPMENT_SERVER;
  // One "now" for every page of a build (its workers render apart): scheduled pages agree.
  if (phase === PHASE_PRODUCTION_BUILD) pinSiteBuildTime();
  const isStudio = !isDev && process.env.STUDIO_BUILD === '1';
  const withEditor = isDev || isStudio;
  return {
    output: withEditor ? undefined : 'export',
    ...(isStudio ? { distDir: STUDIO_DIST_DIR } : {}),
    pageExtensions: [
      ...SITE_PAGE_EXTENSIONS,
      ...(withEditor ? EDITOR_PAGE_EXTENSIONS : []),
      ...(isDev ? DEV_ONLY_PAGE_EXTENSIONS : []),
    ],
    reactStrictMode: true,
    // The code's identity, not a random one: a build of the same code and content is the same files,
    // whether compiled afresh or rendered into the compiled code the studio keeps (docs/studio.md).
    generateBuildId: () => siteCodeId(),
    // SITE_TYPES_CHECKED=1: this code's types were checked already, by `npm run typecheck` earlier in
    // `npm test`, or by the full build whose compiled code the studio's content-only render uses (the
    // same siteCodeId). Checking again would find the same, in 25 s.
    typescript: { ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
    productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
    // Inlined at build time so the server-rendered HTML and the browser show the same year.
    env: { NEXT_PUBLIC_BUILD_YEAR: String(new Date().getFullYear()) },
    poweredByHeader: false,
    // `next dev` bundles with Turbopack, which needs nothing of the webpack hook below.
    turbopack: {},
    webpack: (config: { module: { rules: unknown[] } }) => {
      // @emotion/react imports hoist-non-react-statics for its side effects, which it has none of:
      // only emotion's withTheme (unused here) needs it. Marked so, it and react-is, which it
      // pulls in, leave the first load's script (about 1 KB compressed).
      config.module.rules.push({
        test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/,
        sideEffects: false,
      });
      return config;
    },
    trailingSlash: false,
    // Without these the exported HTML gets emotion styles inlined in <body> (flash of unstyled
    // content), and react-loader-spinner fails to load. Under `next dev`, @mui/system too:
    // Turbopack's server would load it from node_modules with an emotion of its own, outside the
    // site's style cache, and the pages (the header's boxes) would hydrate with other class names.
    transpilePackages: ['@mui/material-nextjs', 'react-loader-spinner', ...(isDev ? ['@mui/system'] : [])],
    // The enquiry receiver, which `next dev` runs for /api/enquiry (receiver/devHandler.ts), is
    // loaded by Node as it is, not bundled.
    serverExternalPackages: [
      'fastify',
      '@fastify/compress',
      '@fastify/formbody',
      '@fastify/rate-limit',
      '@fastify/static',
      'kysely',
      'nodemailer',
    ],
    images: {
      // Optimised webp files are generated before the build (scripts/optimize-images.ts);
      // the loader maps each requested width to one of them.
      loader: 'custom',
      loaderFile: './lib/model/images/loader.ts',
      deviceSizes: [...DEVICE_SIZES],
      imageSizes: [...IMAGE_SIZES],
    },
    experimental: {
      optimizePackageImports: ['@mui/material', '@mui/icons-material'],
    },
  };
}
