// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteFileFor } from '@/receiver/http/siteFiles';

const root = mkdtempSync(path.join(tmpdir(), 'site-'));
const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
for (const file of [
  'index.html',
  'casino.html',
  '404.html',
  'data/index/HeroesFullBleedPhoto.json',
  'offers/index.html',
]) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), 'x');
}
mkdirSync(path.join(root, 'empty-folder'));
writeFileSync(path.join(outside, 'secret.txt'), 'secret');
symlinkSync(outside, path.join(root, 'linked'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the export file for a request path (npm start, as nginx finds it)', () => {
  it.each([
    ['/', 'index.html'],
    ['/casino', 'casino.html'],
    ['/casino.html', 'casino.html'],
    ['/casino?gclid=abc', 'casino.html'],
    ['/data/index/HeroesFullBleedPhoto.json', 'data/index/HeroesFullBleedPhoto.json'],
    ['/offers', 'offers/index.html'],
  ])('%s is %s', (request, file) => expect(siteFileFor(root, request)).toBe(file));

  it.each([
    '/nothing-here',
    '/empty-folder',
    '/data',
    '/../outside',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/casino%00.html',
    '/linked/secret.txt',
    '/%E0%A4%A',
    'casino',
  ])('%s is nothing (the 404 page)', (request) => expect(siteFileFor(root, request)).toBeUndefined());
});
