import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { SiteLink } from '@/components/site/SiteLink';
import { isPageLink } from '@/lib/model/pages/pageRules';
import { keepsOnOneLine, parseRichText, type Inline } from '@/lib/model/text/richText';

/** A class of the rich text's spans that the browser must not break across lines. */
const ONE_LINE = 'one-line';

function InlineText({ inline }: { inline: Inline }) {
  if (inline.type === 'strong') return <strong>{inline.text}</strong>;
  if (inline.type === 'link') {
    const label = keepsOnOneLine(inline.text) ? <span className={ONE_LINE}>{inline.text}</span> : inline.text;
    return isPageLink(inline.href) ? (
      <SiteLink href={inline.href}>{label}</SiteLink>
    ) : (
      <a href={inline.href}>{label}</a>
    );
  }
  return <>{inline.text}</>;
}

function Inlines({ inlines }: { inlines: Inline[] }) {
  return inlines.map((inline, index) => <InlineText key={index} inline={inline} />);
}

/** Renders the rich-text markup (paragraphs, bulleted lists, links, bold) in the surrounding colour. */
export function RichText({ body }: { body: string }) {
  return (
    <Box
      sx={{
        fontSize: '1.0625rem',
        lineHeight: 1.7,
        '& p': { m: 0, mb: 2 },
        '& ul': { m: 0, mb: 2, pl: 3 },
        '& li': { mb: 0.75 },
        '& a': {
          // A surface sets --link-color where inherited text colour is not the link colour it wants.
          color: 'var(--link-color, inherit)',
          textDecorationThickness: '1px',
          textUnderlineOffset: '3px',
          fontWeight: 600,
        },
        [`& .${ONE_LINE}`]: { whiteSpace: 'nowrap' },
        '& > :last-child': { mb: 0 },
      }}
    >
      {parseRichText(body).map((block, index) => (
        <Fragment key={index}>
          {block.type === 'paragraph' ? (
            <p>
              <Inlines inlines={block.inlines} />
            </p>
          ) : (
            <ul>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <Inlines inlines={item} />
                </li>
              ))}
            </ul>
          )}
        </Fragment>
      ))}
    </Box>
  );
}
