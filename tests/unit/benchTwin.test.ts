import { describe, expect, it } from 'vitest';
import { withoutScripts } from '@/scripts/bench/twin';

describe('a page’s no-JS twin (the bench’s control)', () => {
  it('drops every script that runs and keeps the data blocks and everything else', () => {
    const page =
      '<html><head><script data-scripts="[&quot;/a.js&quot;]">boot()</script>' +
      '<script type="application/ld+json">{"@type":"Hotel"}</script>' +
      '<script defer="" noModule="" src="/p.js"></script><script type="module">m()</script>' +
      '<script type="text/javascript">t()</script></head><body><dialog id="privacy-choices" open>' +
      '<form method="dialog"><button value="accept">Accept</button></form></dialog>' +
      '<script id="__NEXT_DATA__" type="application/json" data-props="/_next/data/b/x.json">{"page":"/"}</script>' +
      '</body></html>';
    expect(withoutScripts(page)).toBe(
      '<html><head><script type="application/ld+json">{"@type":"Hotel"}</script></head><body>' +
        '<dialog id="privacy-choices" open><form method="dialog"><button value="accept">Accept</button></form></dialog>' +
        '<script id="__NEXT_DATA__" type="application/json" data-props="/_next/data/b/x.json">{"page":"/"}</script>' +
        '</body></html>',
    );
  });
});
