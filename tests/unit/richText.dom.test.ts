import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { RichText } from '@/components/text/RichText';
import { keepsOnOneLine, parseInline, parseRichText } from '@/lib/model/text/richText';

describe('rich-text markup', () => {
  it('splits paragraphs at blank lines and joins wrapped lines', () => {
    expect(parseRichText('First line\nstill first.\n\nSecond.')).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: 'First line still first.' }] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'Second.' }] },
    ]);
  });

  it('reads a block of "- " lines as a list', () => {
    expect(parseRichText('- one\n- **two**')).toEqual([
      {
        type: 'list',
        items: [[{ type: 'text', text: 'one' }], [{ type: 'strong', text: 'two' }]],
      },
    ]);
  });

  it('makes links of safe addresses only', () => {
    expect(parseInline('See [our terms](/terms-and-conditions) or [mail](mailto:a@b.pl).')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'our terms', href: '/terms-and-conditions' },
      { type: 'text', text: ' or ' },
      { type: 'link', text: 'mail', href: 'mailto:a@b.pl' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1))' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: '[x](//evil.example)' }]);
    expect(parseInline('[x](http://plain.example)')).toEqual([
      { type: 'text', text: '[x](http://plain.example)' },
    ]);
  });

  it('renders paragraphs, lists and links; page links and file links alike', () => {
    render(
      createElement(RichText, {
        body: 'Read the [privacy policy](/privacy-policy) and the [licence](/images/licenses/GPL-2.txt).\n\n- one\n- two',
      }),
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'licence' })).toHaveAttribute(
      'href',
      '/images/licenses/GPL-2.txt',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
  });

  it('keeps a one-word label with hyphens on one line, and lets longer or spaced labels wrap', () => {
    expect(keepsOnOneLine('GPL-2.0-or-later')).toBe(true);
    expect(keepsOnOneLine('LGPL-3.0')).toBe(true);
    // Nothing to break at, or breaks at spaces a reader expects.
    expect(keepsOnOneLine('CC0')).toBe(false);
    expect(keepsOnOneLine('CC BY-SA 3.0')).toBe(false);
    // Longer than a phone's line may be: it may wrap rather than overflow.
    expect(keepsOnOneLine('a-very-long-identifier-of-a-licence')).toBe(false);
    render(
      createElement(RichText, { body: '[GPL-2.0-or-later](/images/licenses/GPL-2.txt), [CC BY 4.0](/x)' }),
    );
    const kept = screen.getByRole('link', { name: 'GPL-2.0-or-later' }).querySelector('.one-line');
    expect(kept).toHaveTextContent('GPL-2.0-or-later');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' }).querySelector('.one-line')).toBeNull();
  });
});
