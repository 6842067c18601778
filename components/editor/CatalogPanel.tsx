import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { CATALOG_PANEL_WORDS } from '@/lib/editor/client/words/catalogPanel';
import { categoryName, componentName } from '@/lib/editor/client/words/componentCatalog';
import { listCatalog } from '@/lib/model/content/catalog';
import { useSelectedComponents } from '@/context/SelectedComponentsContext';
import { isLayoutCategory, type SelectedComponent } from '@/lib/model/content/selection';

interface CatalogPanelProps {
  /** Show the layout categories (Headers, Footers) or the page categories. */
  layout: boolean;
  disabled: boolean;
  onToggle: (component: SelectedComponent, isActive: boolean) => void;
}

/** The component catalogue by category, a checkbox per variant: checked when it is on the page. */
export function CatalogPanel({ layout, disabled, onToggle }: CatalogPanelProps) {
  const { isActive } = useSelectedComponents();
  const uiLocale = useEditorLanguage();
  const w = useWords(CATALOG_PANEL_WORDS);
  const entries = listCatalog().filter((entry) => isLayoutCategory(entry.category) === layout);
  const categories = [...new Set(entries.map((entry) => entry.category))];
  return (
    <Box component="section" aria-labelledby="catalog-heading">
      <Typography id="catalog-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {w.heading}
      </Typography>
      {categories.map((category) => (
        <Box key={category} component="fieldset" sx={{ border: 0, m: 0, p: 0, mb: 1.5 }}>
          <Typography
            component="legend"
            sx={{ fontWeight: 700, fontSize: '0.875rem', color: 'text.secondary' }}
          >
            {categoryName(category, uiLocale)}
          </Typography>
          {entries
            .filter((entry) => entry.category === category)
            .map((entry) => {
              const component = { category: entry.category, name: entry.name };
              const active = isActive(component);
              return (
                <FormControlLabel
                  key={entry.name}
                  sx={{ display: 'flex', mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={active}
                      disabled={disabled}
                      onChange={(event) => onToggle(component, event.target.checked)}
                    />
                  }
                  label={
                    <span>
                      {componentName(entry, entry.definition.label, uiLocale)}{' '}
                      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                        ({entry.name})
                      </Box>
                    </span>
                  }
                />
              );
            })}
        </Box>
      ))}
    </Box>
  );
}
