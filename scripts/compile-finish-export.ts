/**
 * Compiles the finishing script (scripts/finish-export.ts) into one file beside the code the full
 * build compiled, `.next/finish-export.mjs`, which the build's postbuild and every content-only
 * render (`build:content`) run with node. The boot script is minified here, once for the compiled
 * code, and written into that file: a content-only render does not minify it again (terser's
 * two passes were a quarter of a second of each).
 *   npm run finish:compile
 */
import { build } from 'esbuild';
import { inlineBootScript } from '@/lib/server/bootScript';

async function main(): Promise<void> {
  await build({
    entryPoints: ['scripts/finish-export.ts'],
    outfile: '.next/finish-export.mjs',
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
    define: { COMPILED_BOOT_SCRIPT: JSON.stringify(inlineBootScript()) },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
