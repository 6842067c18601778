import { describe, expect, it } from 'vitest';
import { exportCheckProblems, pageOfContentFile, pageOfExportFile } from '@/studio/publish/problems';

describe('a refused publish, in the team’s terms', () => {
  it('names the page of an exported file', () => {
    expect(pageOfExportFile('index.html')).toBe('/');
    expect(pageOfExportFile('casino.html')).toBe('/casino');
    expect(pageOfExportFile('pl/index.html')).toBe('/pl');
    expect(pageOfExportFile('pl/kasyno.html')).toBe('/pl/kasyno');
  });

  it('names the page of a content file, none for the layout', () => {
    expect(pageOfContentFile('public/selectedComponents/casino.json')).toBe('casino');
    expect(pageOfContentFile('public/data/pl/kasyno/TextsIntro.json')).toBe('pl/kasyno');
    expect(pageOfContentFile('public/selectedComponents/layout.json')).toBeUndefined();
    expect(pageOfContentFile('public/data/pl/FootersVariant10Hotels.json')).toBeUndefined();
  });

  it('reads the export check’s report: one problem per page and link, HTML errors with their line', () => {
    const report = [
      'Broken link: casino.html -> /no-such-page',
      'Broken link: data/casino/CallsToActionBanner.json -> /no-such-page',
      'Broken link: _next/data/abc123/casino.json -> /no-such-page',
      'HTML: pl/kasyno.html:12: Stray end tag “div”.',
      '17 HTML files checked: 1 HTML errors, 3 broken links or images',
    ].join('\n');
    expect(exportCheckProblems(report)).toEqual([
      { kind: 'link', page: '/casino', link: '/no-such-page' },
      { kind: 'html', page: '/pl/kasyno', line: 12, reason: 'Stray end tag “div”.' },
    ]);
  });
});
