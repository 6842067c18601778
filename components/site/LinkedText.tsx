import NextLink from 'next/link';
import { Fragment } from 'react';
import type { TextWithLinks } from '@/lib/i18n/messages';
import { ExternalLink } from './ExternalLink';

/**
 * A sentence of the chrome's messages with its links: the site's pages through next/link, other
 * sites in a new tab (ExternalLink), and anything else (a `tel:` number) as a plain link.
 */
export function LinkedText({ parts }: { parts: TextWithLinks }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
    const { text, href } = part;
    if (href.startsWith('/'))
      return (
        <NextLink key={index} href={href} prefetch={false}>
          {text}
        </NextLink>
      );
    if (/^https?:/.test(href))
      return (
        <ExternalLink key={index} href={href}>
          {text}
        </ExternalLink>
      );
    return (
      <a key={index} href={href}>
        {text}
      </a>
    );
  });
}
