// @vitest-environment node
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExportFolder } from '@/lib/server/exportChecks/checkExport';
import { validateHtml } from '@/lib/server/exportChecks/html';
import { startHtmlCheckerService } from '@/lib/server/exportChecks/htmlService';
import { findBrokenLinks } from '@/lib/server/exportChecks/links';

const SITE = 'https://example.test';
let out: string;

const page = (body: string, head = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page</title>${head}</head><body>${body}</body></html>`;

beforeAll(async () => {
  out = await mkdtemp(path.join(os.tmpdir(), 'export-'));
  await mkdir(path.join(out, 'images'), { recursive: true });
  await mkdir(path.join(out, 'css'), { recursive: true });
  await writeFile(path.join(out, 'images', 'a-640.webp'), 'x');
  await writeFile(path.join(out, 'casino.html'), page('<p>Casino</p>'));
  await writeFile(
    path.join(out, 'index.html'),
    page(
      [
        '<a href="/casino">ok, clean URL</a>',
        '<a href="/casino?gclid=1#top">ok, query and hash</a>',
        '<a href="/missing-page">broken page</a>',
        '<a href="https://elsewhere.example/x">external, not checked</a>',
        '<a href="mailto:a@b.pl">mail</a>',
        '<img alt="a" src="/images/a-640.webp" srcset="/images/a-640.webp 640w, /images/a-1280.webp 1280w">',
      ].join(''),
      `<meta property="og:image" content="${SITE}/images/missing-social.jpg"><link rel="stylesheet" href="/css/site.css">`,
    ),
  );
  await mkdir(path.join(out, 'data', 'casino'), { recursive: true });
  await writeFile(
    path.join(out, 'data', 'casino', 'Hero.json'),
    JSON.stringify({
      title: 'Casino / hotels',
      note: '/ night, from 120 EUR',
      licence: 'https://creativecommons.org/licenses/by/4.0/',
      image: { src: '/images/a-640.webp' },
      cta: { href: '/gone' },
      renamed: '/old-casino',
      dangling: '/old-nothing',
    }),
  );
  // A renamed page's old address is served (301 to the page); one leading to nothing is not.
  await writeFile(path.join(out, '_redirects'), '/old-casino /casino 301\n/old-nothing /nothing 301\n');
  await writeFile(
    path.join(out, 'site.webmanifest'),
    JSON.stringify({ start_url: '/', icons: [{ src: '/icon-192.png' }, { src: '//cdn.example/x.png' }] }),
  );
  await writeFile(
    path.join(out, 'sitemap.xml'),
    `<urlset><url><loc>${SITE}/casino</loc></url><url><loc>${SITE}/old-page</loc></url></urlset>`,
  );
  await writeFile(path.join(out, 'robots.txt'), `User-agent: *\nAllow: /\nSitemap: ${SITE}/sitemap-2.xml\n`);
  await writeFile(
    path.join(out, 'css', 'site.css'),
    '@font-face{src:url(/fonts/missing.woff2)} .a{background:url("data:image/png;base64,AA")}',
  );
});

afterAll(async () => {
  await rm(out, { recursive: true, force: true });
});

describe('the link checker', () => {
  it('reports exactly the internal links and images that point at nothing', () => {
    expect(findBrokenLinks(out, SITE).sort((a, b) => a.url.localeCompare(b.url))).toEqual([
      { file: path.join('css', 'site.css'), url: '/fonts/missing.woff2' },
      { file: path.join('data', 'casino', 'Hero.json'), url: '/gone' },
      { file: 'site.webmanifest', url: '/icon-192.png' },
      { file: 'index.html', url: '/images/a-1280.webp' },
      { file: 'index.html', url: '/missing-page' },
      { file: path.join('data', 'casino', 'Hero.json'), url: '/old-nothing' },
      { file: 'index.html', url: `${SITE}/images/missing-social.jpg` },
      { file: 'sitemap.xml', url: `${SITE}/old-page` },
      { file: 'robots.txt', url: `${SITE}/sitemap-2.xml` },
    ]);
  });
});

describe('the HTML checker (vnu.jar)', () => {
  it('passes a valid file and reports the errors of a broken one', async () => {
    const valid = path.join(out, 'casino.html');
    const broken = path.join(out, 'broken.html');
    await writeFile(broken, page('<p><div>unclosed</p><img src="/images/a-640.webp">'));
    expect(await validateHtml([valid])).toEqual([]);
    const errors = await validateHtml([valid, broken]);
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.every((error) => error.file.endsWith('broken.html'))).toBe(true);
    expect(errors.map((error) => error.message).join('\n')).toMatch(
      /“img” element must have an “alt” attribute/,
    );
  }, 60_000);
});

/** Whether anything answers at `origin` within a second. */
const answers = (origin: string) =>
  fetch(origin, { signal: AbortSignal.timeout(1_000) }).then(
    () => true,
    () => false,
  );

async function stopsAnswering(origin: string): Promise<boolean> {
  for (let tries = 0; tries < 40; tries += 1) {
    if (!(await answers(origin))) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

describe('the HTML checker kept running (the studio’s)', () => {
  it('reports what the command line does, checks by the command line until it answers, and ends with its caller', async () => {
    const valid = path.join(out, 'casino.html');
    const broken = path.join(out, 'broken-service.html');
    await writeFile(broken, page('<p><div>unclosed</p><img src="/images/a-640.webp">'));
    const service = startHtmlCheckerService();
    try {
      // Asked before it answers: the command line checks, and nothing goes unchecked.
      const early = await service.validate([valid, broken]);
      const origin = await service.ready;
      expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const kept = await service.validate([valid, broken]);
      expect(kept).toEqual(early);
      expect(kept.map((error) => error.message).join('\n')).toMatch(
        /“img” element must have an “alt” attribute/,
      );
      expect(kept.every((error) => error.file === broken)).toBe(true);
      service.stop();
      expect(await stopsAnswering(origin!)).toBe(true);
    } finally {
      service.stop();
    }

    // Its caller killed outright: the checker ends too, with no process left behind.
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/htmlCheckerChild.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [line] = (await once(child.stdout, 'data')) as [Buffer];
    const origin = line.toString('utf8').trim();
    // Polled: one try of a second was too short for the checker's first answer on a busy machine.
    await expect.poll(() => answers(origin), { timeout: 30_000 }).toBe(true);
    child.kill('SIGKILL');
    expect(await stopsAnswering(origin)).toBe(true);
  }, 240_000);
});

describe('the export check after a content-only render', () => {
  it('validates only the HTML that differs from the release it was rendered beside', async () => {
    const made = await mkdtemp(path.join(os.tmpdir(), 'export-now-'));
    const before = await mkdtemp(path.join(os.tmpdir(), 'export-before-'));
    try {
      // The same broken page in both (checked when the earlier release was made) and a new broken one.
      const broken = page('<p><div>unclosed</p>');
      for (const folder of [made, before]) await writeFile(path.join(folder, 'same.html'), broken);
      await writeFile(path.join(made, 'changed.html'), broken);
      await writeFile(path.join(before, 'changed.html'), page('<p>valid before</p>'));
      const check = await checkExportFolder(made, SITE, { sameAs: before });
      expect(check).toMatchObject({ htmlFiles: 1, htmlUnchanged: 1 });
      expect(check.htmlErrors.length).toBeGreaterThan(0);
      expect(check.htmlErrors.every((error) => error.file.endsWith('changed.html'))).toBe(true);
      // Without the earlier release, every file is validated.
      expect(await checkExportFolder(made, SITE)).toMatchObject({ htmlFiles: 2, htmlUnchanged: 0 });
    } finally {
      await rm(made, { recursive: true, force: true });
      await rm(before, { recursive: true, force: true });
    }
  }, 60_000);
});
