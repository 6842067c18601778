import { useRef } from 'react';
import { EditorLanguageContext } from '@/hooks/editor/useEditorLanguage';
import { findDefinition } from '@/lib/model/content/catalog';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { useEditorPreviewPicking } from '@/hooks/editor/useEditorPreviewPicking';
import { componentKey } from '@/lib/model/content/selection';
import { sectionLabel } from '@/lib/model/content/siteChangesText';
import type { PreviewState } from '@/lib/editor/client/previewMessages';
import { PreviewOutline } from './PreviewOutline';
import { PreviewSections } from './PreviewSections';

interface PreviewCanvasProps {
  state: PreviewState;
  onPick: (key: string) => void;
}

/**
 * The page as the site draws it, with click-to-select and the outlines of the sections, which name
 * the sections in the editor's language (from the state the editor posts: the preview is a page of
 * its own, outside the editor's language provider).
 */
export function PreviewCanvas({ state, onPick }: PreviewCanvasProps) {
  const root = useRef<HTMLDivElement>(null);
  const { hovered, selected } = useEditorPreviewPicking(root, {
    layout: state.layout,
    selectedKey: state.selectedKey,
    onPick,
  });
  const uiLocale = state.uiLocale ?? 'en';
  const labelOf = (key: string) => {
    const component = [...state.components, ...state.layout].find((entry) => componentKey(entry) === key);
    const label = component && findDefinition(component)?.label;
    return component && label
      ? sectionLabel({ category: component.category, name: component.name, label }, uiLocale)
      : key;
  };
  return (
    <EditorLanguageContext.Provider value={uiLocale}>
      <div ref={root}>
        <SiteLayout data={state.data}>
          <PreviewSections data={state.data} />
        </SiteLayout>
      </div>
      {hovered && hovered.key !== selected?.key && (
        <PreviewOutline box={hovered.box} label={labelOf(hovered.key)} selected={false} />
      )}
      {selected && <PreviewOutline box={selected.box} label={labelOf(selected.key)} selected />}
    </EditorLanguageContext.Provider>
  );
}
