import { useRef } from 'react';
import { findDefinition } from '@/lib/model/content/catalog';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { useEditorPreviewPicking } from '@/hooks/editor/useEditorPreviewPicking';
import { componentKey } from '@/lib/model/content/selection';
import type { PreviewState } from '@/lib/editor/client/previewMessages';
import { PreviewOutline } from './PreviewOutline';
import { PreviewSections } from './PreviewSections';

interface PreviewCanvasProps {
  state: PreviewState;
  onPick: (key: string) => void;
}

/** The page as the site draws it, with click-to-select and the outlines of the sections. */
export function PreviewCanvas({ state, onPick }: PreviewCanvasProps) {
  const root = useRef<HTMLDivElement>(null);
  const { hovered, selected } = useEditorPreviewPicking(root, {
    layout: state.layout,
    selectedKey: state.selectedKey,
    onPick,
  });
  const labelOf = (key: string) => {
    const component = [...state.components, ...state.layout].find((entry) => componentKey(entry) === key);
    return (component && findDefinition(component)?.label) ?? key;
  };
  return (
    <>
      <div ref={root}>
        <SiteLayout data={state.data}>
          <PreviewSections data={state.data} />
        </SiteLayout>
      </div>
      {hovered && hovered.key !== selected?.key && (
        <PreviewOutline box={hovered.box} label={labelOf(hovered.key)} selected={false} />
      )}
      {selected && <PreviewOutline box={selected.box} label={labelOf(selected.key)} selected />}
    </>
  );
}
