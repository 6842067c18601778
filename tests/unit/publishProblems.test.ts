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

  it('turns the export checks into one problem per page and link, HTML errors with their line', () => {
    const out = '/tmp/build/out';
    const problems = exportCheckProblems(out, {
      htmlFiles: 17,
      htmlUnchanged: 0,
      broken: [
        { file: 'casino.html', url: '/no-such-page' },
        { file: 'data/casino/CallsToActionBanner.json', url: '/no-such-page' },
        { file: '_next/data/abc123/casino.json', url: '/no-such-page' },
      ],
      htmlErrors: [{ file: `${out}/pl/kasyno.html`, line: 12, message: 'Stray end tag “div”.' }],
    });
    expect(problems).toEqual([
      { kind: 'link', page: '/casino', link: '/no-such-page' },
      { kind: 'html', page: '/pl/kasyno', line: 12, reason: 'Stray end tag “div”.' },
    ]);
  });
});
