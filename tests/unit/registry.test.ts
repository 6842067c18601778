// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findDefinition, listCatalog } from '@/lib/model/content/catalog';
import { hasView } from '@/components/registry/views';

describe('the component catalogue', () => {
  it.each(listCatalog().map((entry) => [`${entry.category}/${entry.name}`, entry] as const))(
    '%s has valid default data and a view',
    (_label, entry) => {
      const result = entry.definition.schema.safeParse(entry.definition.defaultData);
      expect(result.error?.issues).toBeUndefined();
      expect(hasView(entry)).toBe(true);
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
  });
});
