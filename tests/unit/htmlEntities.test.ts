import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from '@/lib/model/text/htmlEntities';

describe('decodeHtmlEntities', () => {
  it('reads the entities React and Next write in attribute values', () => {
    expect(decodeHtmlEntities('/a?x=1&amp;y=&quot;2&quot;&amp;z=&#x27;3&#39;&lt;&gt;')).toBe(
      `/a?x=1&y="2"&z='3'<>`,
    );
  });

  it('decodes once: an escaped entity stays an entity', () => {
    expect(decodeHtmlEntities('&amp;quot;')).toBe('&quot;');
  });
});
