import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.join(process.cwd(), 'out');
const files = readdirSync(OUT, { recursive: true, encoding: 'utf8' });
const htmlFiles = files.filter((file) => file.endsWith('.html'));

test('the export has one HTML file for each route and the 404 page', () => {
  expect(htmlFiles.filter((file) => !file.includes('/')).sort()).toEqual(
    [
      '404.html',
      '500.html',
      'about-us.html',
      'casino.html',
      'contact-us.html',
      'index.html',
      'privacy-policy.html',
      'terms-and-conditions.html',
      'thank-you.html',
    ].sort(),
  );
});

for (const file of htmlFiles) {
  test(`${file} has its styles in the head and none in the body`, () => {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    const [head, body] = html.split('</head>');
    expect(body).toBeDefined();
    expect(head).toMatch(/<style[^>]*data-emotion/);
    expect(body).not.toMatch(/<style/);
  });
}

test('the export contains no API routes, no editor and no code that writes content', () => {
  expect(files.filter((file) => /(^|\/)api(\/|$)/.test(file))).toEqual([]);
  expect(files.filter((file) => /editor/i.test(file))).toEqual([]);
  const scripts = files.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const code = readFileSync(path.join(OUT, script), 'utf8');
    for (const endpoint of [
      '/api/saveState',
      '/api/change-page',
      '/api/saveComponentState',
      '/api/saveComponentData',
      '/api/uploadImage',
    ]) {
      expect(code, `${script} mentions ${endpoint}`).not.toContain(endpoint);
    }
    expect(code, script).not.toContain('Page editor');
  }
});
