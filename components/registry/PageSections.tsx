import { usePageComponents } from '@/context/SelectedComponentsContext';
import { componentKey } from '@/lib/model/content/selection';
import { ComponentBlock } from './ComponentBlock';

/** The page's selected components, in the order of its JSON file. */
export function PageSections({ data }: { data: Record<string, unknown> }) {
  const components = usePageComponents();
  return components.map((component) => {
    const key = componentKey(component);
    return <ComponentBlock key={key} component={component} initialData={data[key]} />;
  });
}
