import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedHtmlFile, startedScriptSources } from '@/scripts/bench/startedScripts';

describe('startedScriptSources', () => {
  it('reads the boot script’s list, as the export escapes it', () => {
    const html =
      '<head><script data-scripts="[&quot;/_next/static/chunks/webpack-1.js&quot;,&quot;/_next/static/chunks/pages/%5B%5B...slug%5D%5D-2.js&quot;]">(function(){})()</script></head>';
    expect(startedScriptSources(html)).toEqual([
      '/_next/static/chunks/webpack-1.js',
      '/_next/static/chunks/pages/%5B%5B...slug%5D%5D-2.js',
    ]);
  });

  it('is empty for a page without the boot script (next dev’s own tags)', () => {
    expect(startedScriptSources('<script src="/_next/static/chunks/main.js" defer></script>')).toEqual([]);
  });

  it('refuses a list that is not of addresses', () => {
    expect(() => startedScriptSources('<script data-scripts="{&quot;a&quot;:1}"></script>')).toThrow(
      /not a list of addresses/,
    );
  });
});

describe('exportedHtmlFile', () => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'started-scripts-'));
  mkdirSync(path.join(out, 'pl'));
  for (const file of ['index.html', 'casino.html', 'pl/index.html', 'pl/kasyno.html'])
    writeFileSync(path.join(out, file), '');

  it('finds a page’s file as the static host serves it', () => {
    expect(exportedHtmlFile(out, '/')).toBe(path.join(out, 'index.html'));
    expect(exportedHtmlFile(out, '/casino')).toBe(path.join(out, 'casino.html'));
    expect(exportedHtmlFile(out, '/pl/')).toBe(path.join(out, 'pl', 'index.html'));
    expect(exportedHtmlFile(out, '/pl/kasyno')).toBe(path.join(out, 'pl', 'kasyno.html'));
  });

  it('refuses a page that was not exported', () => {
    expect(() => exportedHtmlFile(out, '/nowhere')).toThrow(/No exported page for \/nowhere/);
  });
});
