import { useEffect, useState, type RefObject } from 'react';
import { MAIN_ID } from '@/components/layout/SiteLayout';
import type { SelectedComponent } from '@/lib/model/content/selection';
import {
  boundingBox,
  sectionElements,
  sectionKeyAt,
  type Box,
  type PreviewRegions,
} from '@/lib/editor/client/previewSections';

interface Options {
  layout: readonly SelectedComponent[];
  selectedKey: string | undefined;
  onPick: (key: string) => void;
}

export interface PickingBoxes {
  hovered?: { key: string; box: Box };
  selected?: { key: string; box: Box };
}

function regions(root: HTMLElement | null, layout: readonly SelectedComponent[]): PreviewRegions | undefined {
  const main = root?.querySelector(`#${MAIN_ID}`);
  return root && main ? { root, main, layout } : undefined;
}

function measure(key: string | undefined, where: PreviewRegions | undefined) {
  if (!key || !where) return undefined;
  const box = boundingBox(sectionElements(key, where).map((element) => element.getBoundingClientRect()));
  return box && { key, box };
}

/**
 * Click to select in the preview (as in Puck): a click on a section picks it, in the capture phase
 * so that the section's own handlers come after; links do not navigate and forms are not sent, as
 * the preview is a picture of the page. Gives the boxes (viewport coordinates) of the hovered and
 * the selected section for their outlines, kept in place as the preview scrolls or reflows.
 */
export function useEditorPreviewPicking(
  rootRef: RefObject<HTMLElement | null>,
  { layout, selectedKey, onPick }: Options,
): PickingBoxes {
  const [hoveredKey, setHoveredKey] = useState<string | undefined>();
  const [boxes, setBoxes] = useState<PickingBoxes>({});

  useEffect(() => {
    const keyAt = (target: EventTarget | null) => {
      const where = regions(rootRef.current, layout);
      return target instanceof Element && where ? sectionKeyAt(target, where) : undefined;
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
      const key = keyAt(event.target);
      if (key) onPick(key);
    };
    const onSubmit = (event: SubmitEvent) => event.preventDefault();
    const onOver = (event: MouseEvent) => setHoveredKey(keyAt(event.target));
    const onLeave = () => setHoveredKey(undefined);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    document.addEventListener('mouseover', onOver, { passive: true });
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
      document.removeEventListener('mouseover', onOver);
      document.documentElement.removeEventListener('mouseleave', onLeave);
    };
  }, [rootRef, layout, onPick]);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const where = regions(rootRef.current, layout);
        setBoxes({ hovered: measure(hoveredKey, where), selected: measure(selectedKey, where) });
      });
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(document.body);
    window.addEventListener('scroll', update, { passive: true, capture: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
    };
  }, [rootRef, layout, hoveredKey, selectedKey]);

  // A section chosen in the editor's list is brought into view when none of it is in view.
  useEffect(() => {
    const where = regions(rootRef.current, layout);
    if (!selectedKey || !where) return;
    const [first] = sectionElements(selectedKey, where);
    const box = measure(selectedKey, where)?.box;
    if (first && box && (box.top + box.height < 0 || box.top > window.innerHeight))
      first.scrollIntoView({ block: 'start' });
  }, [rootRef, layout, selectedKey]);

  return boxes;
}
