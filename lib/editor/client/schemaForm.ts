import { z } from 'zod';
import type { FieldMeta } from '@/lib/model/fields';

/**
 * Turns a component's data schema into a description of its form, so the editor renders fields
 * from the schema (with the titles and widgets the schema's fields carry) instead of a form
 * written per component.
 */
export type FieldSpec =
  | { kind: 'text' | 'longText' | 'link'; key: string; title: string; required: boolean }
  | { kind: 'select'; key: string; title: string; options: string[] }
  | { kind: 'imageSrc'; key: string; title: string }
  | { kind: 'image'; key: string; title: string }
  | { kind: 'object'; key: string; title: string; optional: boolean; fields: FieldSpec[] }
  | { kind: 'list'; key: string; title: string; min: number; max: number; item: FieldSpec[] };

function metaOf(schema: z.ZodType): Partial<FieldMeta> & { title?: string; widget?: string } {
  return (schema.meta() ?? {}) as Partial<FieldMeta>;
}

function humanize(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function lengthCheck(schema: z.ZodType, check: 'min_length' | 'max_length'): number | undefined {
  const checks = (
    schema.def as { checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[] }
  ).checks;
  const found = checks?.find((entry) => entry._zod.def.check === check)?._zod.def;
  return found?.minimum ?? found?.maximum;
}

function describeField(key: string, schema: z.ZodType): FieldSpec {
  if (schema instanceof z.ZodOptional) {
    const inner = describeField(key, schema.unwrap() as z.ZodType);
    return inner.kind === 'object' ? { ...inner, optional: true } : inner;
  }
  const meta = metaOf(schema);
  const title = meta.title ?? humanize(key);
  if (schema instanceof z.ZodObject) {
    if (meta.widget === 'image') return { kind: 'image', key, title };
    return { kind: 'object', key, title, optional: false, fields: describeObject(schema) };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    if (!(element instanceof z.ZodObject)) throw new Error(`List ${key} must hold objects`);
    return {
      kind: 'list',
      key,
      title,
      min: lengthCheck(schema, 'min_length') ?? 0,
      max: lengthCheck(schema, 'max_length') ?? 50,
      item: describeObject(element),
    };
  }
  if (schema instanceof z.ZodEnum) return { kind: 'select', key, title, options: schema.options.map(String) };
  if (schema instanceof z.ZodString) {
    if (meta.widget === 'image') return { kind: 'imageSrc', key, title };
    const kind = meta.widget === 'longText' || meta.widget === 'link' ? meta.widget : 'text';
    return { kind, key, title, required: (schema.minLength ?? 0) > 0 };
  }
  throw new Error(`The editor has no field for ${key} (${schema.def.type})`);
}

export function describeObject(schema: z.ZodObject): FieldSpec[] {
  return Object.entries(schema.shape).map(([key, field]) => describeField(key, field as z.ZodType));
}

/** A new, empty value for a field (a list item the editor adds, an optional group turned on). */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'select':
      return spec.options[0] ?? '';
    case 'image':
      return { src: '', alt: '' };
    case 'object':
      return emptyObject(spec.fields);
    case 'list':
      return [];
    default:
      return '';
  }
}

export function emptyObject(fields: FieldSpec[]): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((field) => !(field.kind === 'object' && field.optional))
      .map((field) => [field.key, emptyValue(field)]),
  );
}

export type FieldPath = (string | number)[];

export function pathKey(path: FieldPath): string {
  return path.join('.');
}

/** Field path -> first message, for showing errors next to the fields. */
export function validationErrors(schema: z.ZodType, data: unknown): Map<string, string> {
  const result = schema.safeParse(data);
  const errors = new Map<string, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path as FieldPath);
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

/** An immutable update of the value at `path`; `undefined` removes an object key. */
export function setAtPath(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = setAtPath(copy[head as number], rest, next);
    return copy;
  }
  const object = { ...((value ?? {}) as Record<string, unknown>) };
  const updated = setAtPath(object[head as string], rest, next);
  if (updated === undefined) delete object[head as string];
  else object[head as string] = updated;
  return object;
}

export function getAtPath(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
    value,
  );
}
