import { Fragment } from 'react';
import type { TextWithLinks } from '@/lib/model/site/messages';
import { ExternalLink } from './ExternalLink';
import { SiteLink } from './SiteLink';

/**
 * A sentence of the chrome's messages with its links: the site's pages through SiteLink, other
 * sites in a new tab (ExternalLink), and anything else (a `tel:` number) as a plain link.
 */
export function LinkedText({ parts }: { parts: TextWithLinks }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
    const { text, href } = part;
    if (href.startsWith('/'))
      return (
        <SiteLink key={index} href={href}>
          {text}
        </SiteLink>
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
