import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's violations (WCAG 2.2 AA and best practice) on the whole page, frames included, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`)
        .join(', ')}`,
  );
}
