import { z } from 'zod';

/**
 * Building blocks of component data schemas. Each field carries its editor widget in `meta`, so the
 * editor can generate a form from a schema; messages are written for the person editing.
 */
export type FieldWidget = 'text' | 'longText' | 'link' | 'image' | 'select' | 'list';

export interface FieldMeta {
  title: string;
  widget: FieldWidget;
}

export function text(title: string, maxLength = 120) {
  return z
    .string()
    .trim()
    .min(1, `${title} is required`)
    .max(maxLength, `${title} must be at most ${maxLength} characters`)
    .meta({ title, widget: 'text' } satisfies FieldMeta);
}

/** A text that may be left empty (an optional eyebrow or caption). */
export function optionalText(title: string, maxLength = 120) {
  return z
    .string()
    .trim()
    .max(maxLength, `${title} must be at most ${maxLength} characters`)
    .meta({ title, widget: 'text' } satisfies FieldMeta);
}

export function longText(title: string, maxLength = 4000) {
  return z
    .string()
    .trim()
    .min(1, `${title} is required`)
    .max(maxLength, `${title} must be at most ${maxLength} characters`)
    .meta({ title, widget: 'longText' } satisfies FieldMeta);
}

/** A path on this site (`/contact-us`, `/#offers`), never protocol-relative. */
export const INTERNAL_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*$/;
/** An internal path, an https URL, or a mailto:/tel: link. */
const LINK_PATTERN = /^(\/(?!\/)[A-Za-z0-9\-._~/?#=&%]*|https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9]+)$/;

export function internalPath(title: string) {
  return z
    .string()
    .trim()
    .regex(INTERNAL_PATH_PATTERN, `${title} must be a path on this site, such as /contact-us`)
    .meta({ title, widget: 'link' } satisfies FieldMeta);
}

export function link(title: string) {
  return z
    .string()
    .trim()
    .regex(LINK_PATTERN, `${title} must be a path such as /contact-us, an https:// address, mailto: or tel:`)
    .meta({ title, widget: 'link' } satisfies FieldMeta);
}

/** An image under public/images (the optimiser only knows those). */
export const IMAGE_SRC_PATTERN = /^\/images\/(?!optimized\/)[A-Za-z0-9\-_/]+\.(jpe?g|png|webp|svg)$/;

export function imageSrc(title: string) {
  return z
    .string()
    .trim()
    .regex(IMAGE_SRC_PATTERN, `${title} must be an image under /images, such as /images/photo.jpg`)
    .meta({ title, widget: 'image' } satisfies FieldMeta);
}

/**
 * A photo of the media library, by its address. Its description in each language, its credit and
 * its focal point are the library's (lib/model/images/mediaLibrary.ts), so every use follows them.
 */
export function image(title: string) {
  return z
    .strictObject({ src: imageSrc(`${title} file`) })
    .meta({ title, widget: 'image' } satisfies FieldMeta);
}

export function callToAction(title: string) {
  return z.strictObject({
    label: text(`${title} label`, 40),
    href: link(`${title} link`),
  });
}

/** A list the editor can add to, remove from and reorder. */
export function list<Item extends z.ZodType>(title: string, item: Item, min: number, max: number) {
  return z
    .array(item)
    .min(min, min === 1 ? `Add at least one item to ${title}` : `Add at least ${min} items to ${title}`)
    .max(max, `${title} can have at most ${max} items`)
    .meta({ title, widget: 'list' });
}

/** One of a fixed set of values (an icon, a side). */
export function choice<const Options extends readonly [string, ...string[]]>(
  title: string,
  options: Options,
) {
  return z.enum(options, `${title} must be one of ${options.join(', ')}`).meta({ title, widget: 'select' });
}
