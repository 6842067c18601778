// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findDefinition, listCatalog } from '@/lib/model/content/catalog';
import { hasView, loadSectionView } from '@/components/registry/views';

describe('the component catalogue', () => {
  it.each(listCatalog().map((entry) => [`${entry.category}/${entry.name}`, entry] as const))(
    '%s has valid default data and a view',
    async (_label, entry) => {
      const result = entry.definition.schema.safeParse(entry.definition.defaultData);
      expect(result.error?.issues).toBeUndefined();
      expect(hasView(entry)).toBe(true);
      // Its view is the default export of components/sections/{Category}/{Name}.tsx.
      expect(typeof (await loadSectionView(entry)).default).toBe('function');
      expect(entry.definition.label).not.toBe('');
    },
  );

  it('has the spec’s layout components', () => {
    expect(findDefinition({ category: 'Headers', name: 'Variant7Hotels' })).toBeDefined();
    expect(findDefinition({ category: 'Footers', name: 'Variant10Hotels' })).toBeDefined();
  });

  it('finds nothing for unknown or prototype names', () => {
    expect(findDefinition({ category: 'Headers', name: 'Variant1' })).toBeUndefined();
    expect(findDefinition({ category: '__proto__', name: 'toString' })).toBeUndefined();
    expect(findDefinition({ category: 'Headers', name: 'constructor' })).toBeUndefined();
    expect(hasView({ category: 'constructor', name: 'name' })).toBe(false);
    expect(hasView({ category: 'Heroes', name: '../../x' })).toBe(false);
  });

  it('loads no view for names outside the catalogue', async () => {
    await expect(loadSectionView({ category: 'Heroes', name: 'Nope' })).rejects.toThrow();
  });
});
