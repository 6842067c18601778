import { z } from 'zod';
import { VALIDATION_WORDS, type ValidationWords } from '@/lib/editor/client/words/formValidation';
import { translateLabel } from '@/lib/model/content/siteChangesText';
import { INTERNAL_PATH_PATTERN, type FieldMeta } from '@/lib/model/fields';
import type { Locale } from '@/lib/model/i18n/locales';

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
      return { src: '' };
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

/** A schema without its optional, nullable and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (
    current instanceof z.ZodOptional ||
    current instanceof z.ZodNullable ||
    current instanceof z.ZodDefault
  )
    current = current.unwrap() as z.ZodType;
  return current;
}

/** A field's title as the form shows it: the schema's (on it or inside its wrappers), else its key. */
function titleOf(schema: z.ZodType, key: string): string {
  for (let current = schema; ; current = current.unwrap() as z.ZodType) {
    const { title } = metaOf(current);
    if (typeof title === 'string' && title !== '') return title;
    if (!(
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodDefault
    ))
      return humanize(key);
  }
}

/** The field at `path` of a schema: its name in the editor's language and its widget. */
function fieldAt(
  schema: z.ZodType,
  path: readonly PropertyKey[],
  uiLocale: Locale,
  w: ValidationWords,
): { name?: string; widget?: string } {
  let node = schema;
  let name: string | undefined;
  for (const key of path) {
    const inner = unwrapped(node);
    if (typeof key === 'number' && inner instanceof z.ZodArray) {
      node = inner.element as z.ZodType;
      continue;
    }
    const child =
      typeof key === 'string' && inner instanceof z.ZodObject
        ? (inner.shape as Record<string, z.ZodType | undefined>)[key]
        : undefined;
    if (!child) break;
    // A photo's file is named after the photo, as the form shows it.
    const photoPart = metaOf(inner).widget === 'image' && key === 'src' ? key : undefined;
    name =
      photoPart && name !== undefined
        ? `${name}: ${w.imagePart[photoPart]}`
        : translateLabel(titleOf(child, String(key)), uiLocale);
    node = child;
  }
  return { name, widget: metaOf(unwrapped(node)).widget };
}

/** A validation message made from what the check found, for a language other than English. */
function translatedMessage(schema: z.ZodType, issue: z.core.$ZodIssue, uiLocale: Exclude<Locale, 'en'>) {
  const w = VALIDATION_WORDS[uiLocale];
  const { name, widget } = fieldAt(schema, issue.path, uiLocale, w);
  if (name === undefined) return w.invalidData;
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'array') return w.fewItems(name, minimum);
      return minimum <= 1 ? w.required(name) : w.tooShort(name, minimum);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      return issue.origin === 'array' ? w.manyItems(name, maximum) : w.tooLong(name, maximum);
    }
    case 'invalid_format': {
      if (widget === 'image') return w.image(name);
      if (widget !== 'link') return w.invalid(name);
      const pattern = 'pattern' in issue && typeof issue.pattern === 'string' ? issue.pattern : '';
      if (pattern === String(INTERNAL_PATH_PATTERN)) return w.sitePath(name);
      return pattern.startsWith('/^https') ? w.httpsAddress(name) : w.link(name);
    }
    case 'invalid_value':
      return w.choice(name);
    default:
      return w.invalid(name);
  }
}

/**
 * Field path -> first message, for showing errors next to the fields. In English, the schemas' own
 * messages; in Polish, the same checks in Polish words, with the fields' Polish names.
 */
export function validationErrors(schema: z.ZodType, data: unknown, uiLocale: Locale): Map<string, string> {
  const result = schema.safeParse(data);
  const errors = new Map<string, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path as FieldPath);
    if (!errors.has(key))
      errors.set(key, uiLocale === 'en' ? issue.message : translatedMessage(schema, issue, uiLocale));
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
