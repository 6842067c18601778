import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '@/scripts/deploy/precompress';

let dir: string;
const page = `<!DOCTYPE html><html lang="pl"><body>${'<p>Hotele z kasynem na Malcie, zażółć gęślą jaźń.</p>'.repeat(60)}</body></html>`;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'pl'));
  await writeFile(path.join(dir, 'pl', 'kasyno.html'), page);
  await writeFile(path.join(dir, 'app.js'), `var a = ${JSON.stringify('x'.repeat(4000))};`);
  await writeFile(path.join(dir, 'tiny.css'), 'body{margin:0}');
  await writeFile(path.join(dir, 'photo.webp'), Buffer.alloc(4096, 7));
  await writeFile(path.join(dir, '_headers'), 'x'.repeat(4096));
});

afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the brotli copies of the export', () => {
  it('are written beside the text files, and decompress to them', async () => {
    const report = await precompressDirectory(dir);
    expect(report.written).toBe(2);
    const compressed = await readFile(path.join(dir, 'pl', 'kasyno.html.br'));
    expect(brotliDecompressSync(compressed).toString('utf8')).toBe(page);
    expect(compressed.length).toBeLessThan(Buffer.byteLength(page) / 10);
    expect(existsSync(path.join(dir, 'app.js.br'))).toBe(true);
  });

  it('leave out images, files without a served type, and files they would not make smaller', async () => {
    await precompressDirectory(dir);
    for (const file of ['photo.webp.br', '_headers.br', 'tiny.css.br'])
      expect(existsSync(path.join(dir, file)), file).toBe(false);
  });

  it('replace a stale copy, and lose the copy of a file that is gone', async () => {
    await precompressDirectory(dir);
    const changed = page.replace('Hotele', 'Kasyna');
    await writeFile(path.join(dir, 'pl', 'kasyno.html'), changed);
    await rm(path.join(dir, 'app.js'));
    const report = await precompressDirectory(dir);
    expect(report.removed).toBe(1);
    expect(existsSync(path.join(dir, 'app.js.br'))).toBe(false);
    const compressed = await readFile(path.join(dir, 'pl', 'kasyno.html.br'));
    expect(brotliDecompressSync(compressed).toString('utf8')).toBe(changed);
  });

  it('take an earlier export’s copies of files that are byte for byte the same there, and only those', async () => {
    await precompressDirectory(dir);
    const earlier = await mkdtemp(path.join(os.tmpdir(), 'precompress-earlier-'));
    try {
      await mkdir(path.join(earlier, 'pl'));
      await writeFile(path.join(earlier, 'app.js'), await readFile(path.join(dir, 'app.js')));
      // A marked copy: taken as it is when the source is the same, never compressed again.
      const marked = Buffer.from('the earlier export’s copy');
      await writeFile(path.join(earlier, 'app.js.br'), marked);
      await writeFile(path.join(earlier, 'pl', 'kasyno.html'), page.replace('Hotele', 'Kasyna'));
      await writeFile(path.join(earlier, 'pl', 'kasyno.html.br'), marked);
      const report = await precompressDirectory(dir, earlier);
      expect(report.reused).toBe(1);
      expect(await readFile(path.join(dir, 'app.js.br'))).toEqual(marked);
      const compressed = await readFile(path.join(dir, 'pl', 'kasyno.html.br'));
      expect(brotliDecompressSync(compressed).toString('utf8')).toBe(page);
    } finally {
      await rm(earlier, { recursive: true, force: true });
    }
  });
});
