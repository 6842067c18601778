const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * An attribute value as the browser reads it, for the entities React and Next write in attributes.
 * One pass, so `&amp;quot;` stays `&quot;`.
 */
export function decodeHtmlEntities(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}
