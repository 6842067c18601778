import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { componentName } from '@/lib/editor/client/words/componentCatalog';
import { COMPONENT_LIST_WORDS } from '@/lib/editor/client/words/componentList';
import { TRANSLATION_MARK_WORDS } from '@/lib/editor/client/words/translationMarks';
import { findDefinition } from '@/lib/model/content/catalog';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';

interface ComponentListProps {
  components: SelectedComponent[];
  selectedKey: string | undefined;
  dirtyKeys: string[];
  /** Out-of-date translated fields by component key. */
  markCounts?: Readonly<Record<string, number>>;
  disabled: boolean;
  onSelect: (key: string) => void;
  onReorder: (from: number, to: number) => void;
}

/**
 * The page's components in order. Reorder by dragging, or with the keyboard alone: focus a
 * component's handle, press Space, move it with the arrow keys, press Space again (Escape cancels).
 */
export function ComponentList({
  components,
  selectedKey,
  dirtyKeys,
  markCounts = {},
  disabled,
  onSelect,
  onReorder,
}: ComponentListProps) {
  const uiLocale = useEditorLanguage();
  const w = useWords(COMPONENT_LIST_WORDS);
  const marksWords = useWords(TRANSLATION_MARK_WORDS);
  const onDragEnd = (result: DropResult) => {
    if (result.destination) onReorder(result.source.index, result.destination.index);
  };
  return (
    <Box component="section" aria-labelledby="list-heading">
      <Typography id="list-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
        {w.heading}
      </Typography>
      <Typography id="reorder-help" sx={{ fontSize: '0.8125rem', color: 'text.secondary', mb: 1 }}>
        {w.reorderHelp}
      </Typography>
      {components.length === 0 && <Typography sx={{ fontStyle: 'italic' }}>{w.empty}</Typography>}
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="page-components" isDropDisabled={disabled}>
          {(droppable) => (
            <Box
              component="ol"
              ref={droppable.innerRef}
              {...droppable.droppableProps}
              sx={{ listStyle: 'none', m: 0, p: 0 }}
            >
              {components.map((component, index) => {
                const key = componentKey(component);
                const selected = key === selectedKey;
                const definition = findDefinition(component);
                const name = definition ? componentName(component, definition.label, uiLocale) : key;
                return (
                  <Draggable key={key} draggableId={key} index={index} isDragDisabled={disabled}>
                    {(draggable, snapshot) => (
                      <Box
                        component="li"
                        ref={draggable.innerRef}
                        {...draggable.draggableProps}
                        data-component={`${component.category}/${component.name}`}
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.5,
                          mb: 1,
                          borderRadius: 1,
                          border: '1px solid',
                          borderColor: selected ? 'primary.main' : '#c9d4dc',
                          bgcolor: snapshot.isDragging ? '#e3edf4' : '#ffffff',
                          boxShadow: snapshot.isDragging ? 4 : 0,
                        }}
                      >
                        <Box
                          {...draggable.dragHandleProps}
                          aria-label={w.move(name, index + 1, components.length)}
                          aria-describedby="reorder-help"
                          sx={{
                            display: 'grid',
                            placeItems: 'center',
                            p: 1,
                            cursor: 'grab',
                            color: 'text.secondary',
                            borderRadius: 1,
                            '&:focus-visible': { outline: '3px solid #24527a' },
                          }}
                        >
                          <DragIndicatorIcon aria-hidden="true" />
                        </Box>
                        <Box
                          component="button"
                          type="button"
                          onClick={() => onSelect(key)}
                          aria-pressed={selected}
                          sx={{
                            flexGrow: 1,
                            display: 'flex',
                            alignItems: 'center',
                            justifyContent: 'space-between',
                            gap: 1,
                            textAlign: 'left',
                            border: 0,
                            bgcolor: 'transparent',
                            font: 'inherit',
                            color: 'inherit',
                            py: 1,
                            pr: 1,
                            cursor: 'pointer',
                            '&:focus-visible': { outline: '3px solid #24527a', borderRadius: 1 },
                          }}
                        >
                          <span>
                            <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
                              {name}
                              {dirtyKeys.includes(key) && (
                                <Box component="span" sx={{ color: '#8a4b00', fontWeight: 700 }}>
                                  {' '}
                                  {w.unsaved}
                                </Box>
                              )}
                              {(markCounts[key] ?? 0) > 0 && (
                                <Box component="span" sx={{ color: '#8a4b00', fontWeight: 700 }}>
                                  {' '}
                                  ({marksWords.count(markCounts[key]!)})
                                </Box>
                              )}
                            </Box>
                            <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                              {component.category}/{component.name}
                            </Box>
                          </span>
                          <EditIcon fontSize="small" aria-hidden="true" />
                        </Box>
                      </Box>
                    )}
                  </Draggable>
                );
              })}
              {droppable.placeholder}
            </Box>
          )}
        </Droppable>
      </DragDropContext>
    </Box>
  );
}
