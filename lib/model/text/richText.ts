/**
 * The small markup of long texts (legal pages, FAQ answers): paragraphs separated by a blank
 * line, a block of `- ` lines is a bulleted list, `[label](href)` is a link and `**words**` bold.
 * Parsing is pure, so the same text renders the same on the server and in the browser.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block = { type: 'paragraph'; inlines: Inline[] } | { type: 'list'; items: Inline[][] };

/** Links may point at a page of the site, an https address, an email address or a phone. */
const SAFE_HREF = /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9]+)$/;
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href);
}

/** The longest one-word label kept on one line: longer, it could be wider than a phone's line. */
const ONE_LINE_LABEL_MAX = 24;

/**
 * Whether a link's label is one short word with hyphens ("GPL-2.0-or-later", "LGPL-3.0"), which a
 * browser would otherwise break at a hyphen, leaving "GPL-2.0-" at the end of a line. The fonts have
 * no non-breaking hyphen, so the label is kept whole by the layout instead of by its characters.
 */
export function keepsOnOneLine(label: string): boolean {
  return label.includes('-') && !/\s/.test(label) && label.length <= ONE_LINE_LABEL_MAX;
}

export function parseInline(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  const push = (inline: Inline) => {
    const previous = inlines.at(-1);
    if (inline.type === 'text' && previous?.type === 'text') previous.text += inline.text;
    else inlines.push(inline);
  };
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) push({ type: 'text', text: text.slice(last, match.index) });
    const [whole, label, href, bold] = match;
    if (label !== undefined && href !== undefined) {
      push(isSafeHref(href) ? { type: 'link', text: label, href } : { type: 'text', text: whole });
    } else if (bold !== undefined) {
      push({ type: 'strong', text: bold });
    }
    last = match.index + whole.length;
  }
  if (last < text.length) push({ type: 'text', text: text.slice(last) });
  return inlines;
}

export function parseRichText(body: string): Block[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): Block => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { type: 'list', items: lines.map((line) => parseInline(line.slice(2).trim())) };
      }
      return { type: 'paragraph', inlines: parseInline(lines.join(' ')) };
    });
}
