import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const DOCUMENTS = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs')).map((file) => path.join('docs', file)),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

/** Every Markdown link of a file that is not to another site: [text](target). */
function localLinks(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target));
}

describe('the README and the reference in docs/', () => {
  it('starts with the two commands, and stays a front door of at most 200 lines', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    const [, firstBlock = ''] = /```sh\n([\s\S]*?)```/.exec(readme) ?? [];
    expect(firstBlock).toMatch(/^npm ci && npm run build && npm start/m);
    expect(firstBlock).toMatch(/^npm ci && npm test/m);
    expect(readme.indexOf('```sh')).toBeLessThan(readme.indexOf('\n## '));
  });

  it('links every file of docs/ from the README', () => {
    const linked = new Set(localLinks('README.md').map((target) => target.split('#')[0]));
    for (const file of DOCUMENTS.filter((file) => file.startsWith('docs'))) expect(linked).toContain(file);
  });

  it.each(DOCUMENTS)('%s: every link to a file or heading of the project resolves', (file) => {
    const broken = localLinks(file).filter((target) => {
      const [relative = '', anchor] = target.split('#');
      const resolved = relative === '' ? file : path.normalize(path.join(path.dirname(file), relative));
      if (!existsSync(path.join(ROOT, resolved))) return true;
      return anchor !== undefined && resolved.endsWith('.md') && !anchors(resolved).has(anchor);
    });
    expect(broken).toEqual([]);
  });
});
