import { Fragment } from 'react';
import { ComponentBlock } from '@/components/registry/ComponentBlock';
import { usePageComponents } from '@/context/SelectedComponentsContext';
import { componentKey } from '@/lib/model/content/selection';
import { SECTION_MARKER } from '@/lib/editor/client/previewSections';

/**
 * The page's sections as PageSections renders them, each preceded by an empty hidden marker
 * naming its component, so that a click in the preview can tell which section it hit.
 */
export function PreviewSections({ data }: { data: Record<string, unknown> }) {
  const components = usePageComponents();
  return components.map((component) => {
    const key = componentKey(component);
    return (
      <Fragment key={key}>
        <span hidden {...{ [SECTION_MARKER]: key }} />
        <ComponentBlock component={component} initialData={data[key]} />
      </Fragment>
    );
  });
}
