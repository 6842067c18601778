import type { z } from 'zod';

/**
 * A section of the catalogue, as its own folder defines it (components/sections/{Category}/{Name}.schema.ts,
 * beside its view): its names in both languages, the Polish titles of the fields it brings, its data
 * schema and its first data. The catalogue (catalog.ts) lists each once.
 */
export interface ComponentDefinition<Schema extends z.ZodType = z.ZodType> {
  label: string;
  description: string;
  /** Its label and description in Polish, and the Polish titles of fields no other section has. */
  polish: { label: string; description: string; fields?: Readonly<Record<string, string>> };
  schema: Schema;
  defaultData: z.output<Schema>;
}

/** A section's definition, typed by its schema (a missing Polish name is a type error). */
export function defineSection<Schema extends z.ZodType>(
  definition: ComponentDefinition<Schema>,
): ComponentDefinition<Schema> {
  return definition;
}
