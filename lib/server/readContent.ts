import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { ContentError, contentErrorFromZod } from '@/lib/model/contentErrors';
import {
  componentDataFile,
  contentRoot,
  displayPath,
  layoutFile,
  mediaLibraryFile,
  selectedComponentsFile,
} from './contentPaths';
import {
  dataFileSchema,
  layoutFileSchema,
  pageFileSchema,
  type PageMetaFields,
} from '@/lib/model/content/contentSchemas';
import { componentKey, type SelectedComponent } from '@/lib/model/content/selection';
import type { PageContent } from '@/lib/model/content/pageProps';
import { localeOfPageName } from '@/lib/model/i18n/locales';
import { imageSources, placedImages, type MediaLibrary } from '@/lib/model/images/mediaLibrary';
import { mediaLibrarySchema } from '@/lib/model/images/mediaLibrarySchema';
import { DEFAULT_SOCIAL_IMAGE_SRC } from '@/lib/model/site/social';

/** A text file's content, or undefined when it does not exist. */
export async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Parses and validates the text of a content file; malformed content throws naming file and field. */
export function parseContentText<T>(file: string, text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch (error) {
    throw new ContentError(displayPath(file), '', `not valid JSON (${(error as Error).message})`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw contentErrorFromZod(displayPath(file), result.error);
  return result.data;
}

/** Reads and validates a content file; a missing file is undefined, a malformed one throws. */
export async function readContentFile<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const text = await readText(file);
  return text === undefined ? undefined : parseContentText(file, text, schema);
}

async function requireContentFile<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const content = await readContentFile(file, schema);
  if (content === undefined) throw new ContentError(displayPath(file), '', 'file is missing');
  return content;
}

/** The media library (public/data/media.json); empty when there is none yet. */
export async function loadMediaLibrary(root: string = contentRoot()): Promise<MediaLibrary> {
  return (await readContentFile(mediaLibraryFile(root), mediaLibrarySchema)) ?? {};
}

/**
 * Loads a page for rendering. A component whose data file is missing is left out of the page (as a
 * block whose data fails to load is in the browser); a malformed file fails with its name and field.
 */
export async function loadPageContent(pageName: string, root: string = contentRoot()): Promise<PageContent> {
  const page = await requireContentFile(selectedComponentsFile(root, pageName), pageFileSchema);
  return loadContent(pageName, page.meta ?? {}, page.components, root);
}

/** The layout alone, for pages whose body is not built from components (the 404 page). */
export async function loadLayoutContent(
  pageName: string,
  root: string = contentRoot(),
): Promise<PageContent> {
  return loadContent(pageName, {}, [], root);
}

async function loadContent(
  pageName: string,
  meta: PageMetaFields,
  pageComponents: SelectedComponent[],
  root: string,
): Promise<PageContent> {
  const { layout } = await requireContentFile(layoutFile(root), layoutFileSchema);
  // Read at once, kept in the page's order: the build's output does not depend on which file was read first.
  const withData = async (list: SelectedComponent[]) =>
    Promise.all(
      list.map(async (component) => {
        const file = componentDataFile(root, component, pageName);
        const content = await readContentFile(file, dataFileSchema(component));
        if (content === undefined)
          console.warn(
            `${displayPath(file)}: missing, so ${component.category}/${component.name} is left out`,
          );
        return { component: { category: component.category, name: component.name }, content };
      }),
    );
  const body = await withData(pageComponents);
  const frame = await withData(layout);
  const data: Record<string, unknown> = {};
  const present = (loaded: typeof body): SelectedComponent[] =>
    loaded.flatMap(({ component, content }) => {
      if (content === undefined) return [];
      data[componentKey(component)] = content.data;
      return [component];
    });
  const components = present(body);
  // The page's images as the library describes them in its language (and the link preview's
  // default photo, which a page without its own shows).
  const sources = [...imageSources([meta, data]), DEFAULT_SOCIAL_IMAGE_SRC];
  const media = placedImages(await loadMediaLibrary(root), sources, localeOfPageName(pageName));
  return { pageName, meta, components, layout: present(frame), data, media };
}
