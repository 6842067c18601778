import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';

/**
 * Which component a point of the preview belongs to, and which elements a component drew. The
 * preview marks where each page section starts with an empty hidden element rather than wrapping
 * it: a wrapper would change what the sections' CSS sees (a hero's `:first-of-type` pulls it up
 * under the header), and the preview must look like the page. The header and footer are drawn by
 * the site's layout, unmarked: what comes before the main area is the header, after it the footer.
 */
export const SECTION_MARKER = 'data-editor-section';

export interface PreviewRegions {
  /** The element the site's layout renders into (the main area's parent). */
  root: Element;
  /** The main area, which holds the page's sections and their markers. */
  main: Element;
  layout: readonly SelectedComponent[];
}

/** The child of `parent` that holds `node`, if any. */
function childOf(parent: Element, node: Element): Element | undefined {
  let current: Element | null = node;
  while (current && current.parentElement !== parent) current = current.parentElement;
  return current ?? undefined;
}

function layoutKey(layout: readonly SelectedComponent[], side: 'before' | 'after'): string | undefined {
  const component = layout.find((entry) => (entry.category === 'Headers') === (side === 'before'));
  return component && componentKey(component);
}

/** An in-page anchor (the skip link) is no part of the header. */
const isSkipLink = (element: Element) =>
  element.tagName === 'A' && (element.getAttribute('href') ?? '').startsWith('#');

/** The key of the component `target` belongs to, or undefined (outside the page, between sections). */
export function sectionKeyAt(target: Element, { root, main, layout }: PreviewRegions): string | undefined {
  if (!root.contains(target) || target === main) return undefined;
  if (main.contains(target)) {
    for (let node = childOf(main, target); node; node = node.previousElementSibling ?? undefined) {
      const key = node.getAttribute(SECTION_MARKER);
      if (key !== null) return key;
    }
    return undefined;
  }
  const top = childOf(main.parentElement ?? root, target);
  if (!top || isSkipLink(top)) return undefined;
  const before = Boolean(main.compareDocumentPosition(top) & Node.DOCUMENT_POSITION_PRECEDING);
  return layoutKey(layout, before ? 'before' : 'after');
}

/** The elements a component drew: a section's, up to the next marker; the header's or footer's. */
export function sectionElements(key: string, { root, main, layout }: PreviewRegions): Element[] {
  const marker = [...main.children].find((child) => child.getAttribute(SECTION_MARKER) === key);
  if (marker) {
    const elements: Element[] = [];
    for (
      let node = marker.nextElementSibling;
      node && !node.hasAttribute(SECTION_MARKER);
      node = node.nextElementSibling
    )
      elements.push(node);
    return elements;
  }
  const side =
    layoutKey(layout, 'before') === key ? 'before' : layoutKey(layout, 'after') === key ? 'after' : undefined;
  if (!side) return [];
  const siblings = [...(main.parentElement ?? root).children];
  const at = siblings.indexOf(main);
  return (side === 'before' ? siblings.slice(0, at) : siblings.slice(at + 1)).filter(
    (element) => !isSkipLink(element),
  );
}

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The box around every drawn rectangle (empty ones, such as a closed menu, are left out). */
export function boundingBox(rects: readonly Box[]): Box | undefined {
  const drawn = rects.filter((rect) => rect.width > 0 && rect.height > 0);
  if (drawn.length === 0) return undefined;
  const top = Math.min(...drawn.map((rect) => rect.top));
  const left = Math.min(...drawn.map((rect) => rect.left));
  const bottom = Math.max(...drawn.map((rect) => rect.top + rect.height));
  const right = Math.max(...drawn.map((rect) => rect.left + rect.width));
  return { top, left, width: right - left, height: bottom - top };
}
