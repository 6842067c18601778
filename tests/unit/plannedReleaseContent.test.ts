import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plannedReleaseContent } from '@/lib/editor/server/plannedReleaseContent';
import { releasePreviewAddress } from '@/lib/editor/contract/studio';

const releases = mkdtempSync(path.join(os.tmpdir(), 'planned-preview-'));
const ID = '20261206T0800-a1b2c3';
mkdirSync(path.join(releases, `.planned-${ID}.content`, 'selectedComponents'), { recursive: true });
afterAll(() => rmSync(releases, { recursive: true, force: true }));
const env = { STUDIO_RELEASES_DIR: releases };

describe('a planned release’s preview', () => {
  it('has an address per page, under the drafts’ preview', () => {
    expect(releasePreviewAddress(ID, '/casino')).toBe(`/preview/casino?release=${ID}`);
    expect(releasePreviewAddress(ID, '/')).toBe(`/preview?release=${ID}`);
  });

  it('reads the release as it was built ahead of its time', () => {
    expect(plannedReleaseContent(ID, env)).toBe(path.join(releases, `.planned-${ID}.content`));
  });

  it('finds nothing for a release not built, an id that is not one, or outside the studio', () => {
    expect(plannedReleaseContent('20261206T0900-a1b2c3', env)).toBeNull();
    for (const id of ['../content', `${ID}/..`, '', [ID, ID]])
      expect(plannedReleaseContent(id, env)).toBeNull();
    expect(plannedReleaseContent(ID, {})).toBeNull();
  });
});
