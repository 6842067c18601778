import { forgetLostPlacements } from './sharedSections';
import { keepingTranslationsInStep } from './translationBaselines';

/**
 * Every write of the editor's API to the content goes through here: the translations' baselines
 * are kept (translationBaselines.ts), and shared sections forget the pages that no longer place
 * them (a section removed, a page deleted or renamed: sharedSections.ts).
 */
export function writingContent<T>(root: string, write: () => Promise<T>): Promise<T> {
  return keepingTranslationsInStep(root, async () => {
    const result = await write();
    await forgetLostPlacements(root);
    return result;
  });
}
