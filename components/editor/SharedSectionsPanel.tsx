import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import type { SharedSections } from '@/hooks/editor/useSharedSections';
import { SHARED_SECTION_WORDS } from '@/lib/editor/client/words/sharedSections';
import { componentName } from '@/lib/editor/client/words/componentCatalog';
import { findDefinition } from '@/lib/model/content/catalog';
import { pageNameToPath } from '@/lib/model/pages/pageName';

interface SharedSectionsPanelProps {
  shared: SharedSections;
  /** The page open in the editor. */
  pageName: string;
  disabled: boolean;
  /** After a section was placed on this page: the page is loaded again. */
  onPlaced: () => void;
}

/** The site's shared sections, the pages that place each, "place on this page" and delete. */
export function SharedSectionsPanel({ shared, pageName, disabled, onPlaced }: SharedSectionsPanelProps) {
  const w = useWords(SHARED_SECTION_WORDS);
  const uiLocale = useEditorLanguage();
  return (
    <Box component="section" aria-labelledby="shared-heading" sx={{ mt: 3 }}>
      <Typography id="shared-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {w.heading}
      </Typography>
      <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary', mb: 1 }}>{w.intro}</Typography>
      {shared.shared.length === 0 && <Typography sx={{ fontStyle: 'italic' }}>{w.none}</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shared.shared.map((section) => {
          const definition = findDefinition(section);
          const variant = definition ? componentName(section, definition.label, uiLocale) : section.name;
          const here = section.placedOn.includes(pageName);
          return (
            <Box
              component="li"
              key={section.id}
              data-shared-section={section.id}
              sx={{ border: '1px solid #c9d4dc', borderRadius: 1, p: 1, mb: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>
                {section.label}{' '}
                <Box
                  component="span"
                  sx={{ fontWeight: 400, fontSize: '0.8125rem', color: 'text.secondary' }}
                >
                  ({variant})
                </Box>
              </Typography>
              <Typography sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                {section.placedOn.length > 0
                  ? w.placedOn(section.placedOn.map(pageNameToPath).join(', '))
                  : w.notPlaced}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                {!here && (
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={disabled}
                    onClick={() =>
                      void shared
                        .act({ action: 'place', id: section.id, pageName }, w.placed(section.label))
                        .then((done) => done && onPlaced())
                    }
                  >
                    {w.place(section.label)}
                  </Button>
                )}
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={disabled}
                  onClick={() =>
                    void shared.act(
                      { action: 'delete', id: section.id },
                      w.deleted(section.label),
                      w.stillPlaced(section.label, section.placedOn.map(pageNameToPath).join(', ')),
                    )
                  }
                >
                  {w.remove(section.label)}
                </Button>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
