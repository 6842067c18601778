// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layout's rules (README, "Who runs what") as `npm run lint` applies them: a wrong arrow fails
 * with a message naming the rule it broke. The files are linted as if they were at these paths.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

async function ruleMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => /\[([a-z-]+)\]/.exec(message.message)?.[1] ?? message.ruleId ?? message.message);
}

describe('the layout by who runs the code, held by lint', () => {
  it('keeps the model pure: no React, no fs, nothing but the model', async () => {
    expect(
      await ruleMessages(
        'lib/model/probe.ts',
        "import { useState } from 'react';\nimport { readFileSync } from 'node:fs';\nimport { toast } from '@/lib/browser/toast';\nexport const probe = [useState, readFileSync, toast];\n",
      ),
    ).toEqual(['model-is-pure', 'model-is-pure', 'model-imports-only-model']);
  });

  it('keeps lib/ below the components, section schemas aside', async () => {
    expect(
      await ruleMessages(
        'lib/browser/probe.ts',
        "import { PageSections } from '@/components/registry/PageSections';\nexport const probe = PageSections;\n",
      ),
    ).toEqual(['lib-below-components']);
    expect(
      await ruleMessages(
        'lib/model/probe.ts',
        "import { introSchema } from '@/components/sections/Texts/Intro.schema';\nexport const probe = introSchema;\n",
      ),
    ).toEqual([]);
  });

  it('keeps the editor out of the site, and Node out of the browser', async () => {
    expect(
      await ruleMessages(
        'components/site/probe.ts',
        "import { editorApi } from '@/lib/editor/client/apiClient';\nexport const probe = editorApi;\n",
      ),
    ).toEqual(['site-without-editor']);
    expect(
      await ruleMessages(
        'hooks/probe.ts',
        "import { loadSitePages } from '@/lib/server/sitePages';\nexport const probe = loadSitePages;\n",
      ),
    ).toEqual(['browser-without-node']);
    expect(
      await ruleMessages(
        'receiver/probe.ts',
        "import { toast } from '@/lib/browser/toast';\nexport const probe = toast;\n",
      ),
    ).toEqual(['server-without-browser', 'receiver-on-its-own']);
  });
});
