import {
  headerSchema,
  NAV_ICON_NAMES,
  type NavIconName,
} from '@/components/sections/Headers/Variant7Hotels.schema';
import { pageMetaSchema, type PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { PageSettingsBody, PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';

/**
 * The page settings form as pure functions: the draft the form edits, the body it saves, its
 * messages (from the same schemas the API and the build check), and the advice on lengths.
 */
export const TITLE_MAX = 70;
/** Search engines cut a title at about 600 px: some 60 characters. */
export const TITLE_ADVISED = 60;
export const DESCRIPTION_MAX = 170;
/** ...and a description at about 920 px: some 155 characters. */
export const DESCRIPTION_ADVISED = 155;
export const LABEL_MAX = 40;

export interface SettingsDraft {
  title: string;
  description: string;
  keywords: string;
  label: string;
  imageSrc: string;
  imageAlt: string;
  noindex: boolean;
  catalog: boolean;
  inNavigation: boolean;
  navLabel: string;
  navIcon: NavIconName;
  /** 0-based position among the header's links once the page is in them. */
  navPosition: number;
}

export type SettingsField = keyof SettingsDraft;
export type SettingsProblems = Partial<Record<SettingsField, string>>;

type Navigation = PagesAnswer['navigation'];

/** The header's links without this page's own: what a position is counted among. */
function otherLinks(navigation: Navigation, pagePath: string): Navigation {
  return navigation.filter((link) => link.path !== pagePath);
}

export function draftFromPage(page: PageSummary, navigation: Navigation): SettingsDraft {
  const { meta } = page;
  return {
    title: meta.title ?? '',
    description: meta.description ?? '',
    keywords: meta.keywords ?? '',
    label: meta.label ?? '',
    imageSrc: meta.image?.src ?? '',
    imageAlt: meta.image?.alt ?? '',
    noindex: meta.noindex === true,
    catalog: meta.catalog !== false,
    inNavigation: page.navigation !== undefined,
    navLabel: page.navigation?.label ?? meta.label ?? page.label,
    navIcon: page.navigation?.icon ?? 'Stars',
    navPosition: page.navigation?.position ?? otherLinks(navigation, page.path).length,
  };
}

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * The page's new meta: the form's fields over what it does not edit (favicon, order). A blank
 * optional field is left out, so the site's default (or the title, for the label) applies.
 */
export function metaFromDraft(page: PageSummary, draft: SettingsDraft): PageMetaFields {
  const meta: PageMetaFields = { ...page.meta };
  const set = <K extends keyof PageMetaFields>(key: K, value: PageMetaFields[K] | undefined) => {
    if (value === undefined) delete meta[key];
    else meta[key] = value;
  };
  set('title', draft.title.trim());
  set('description', optional(draft.description));
  set('keywords', optional(draft.keywords));
  set('label', optional(draft.label));
  set(
    'image',
    draft.imageSrc === '' && draft.imageAlt.trim() === ''
      ? undefined
      : { src: draft.imageSrc, alt: draft.imageAlt.trim() },
  );
  set('noindex', draft.noindex ? true : undefined);
  set('catalog', draft.catalog ? undefined : false);
  return meta;
}

export function settingsBody(page: PageSummary, draft: SettingsDraft): PageSettingsBody {
  const body: PageSettingsBody = { pageName: page.name, meta: metaFromDraft(page, draft) };
  if (draft.inNavigation)
    body.navigation = { label: draft.navLabel.trim(), icon: draft.navIcon, position: draft.navPosition };
  else if (page.navigation) body.navigation = null;
  return body;
}

/** The header's links once saved, to be checked by the header's own schema (at most 8, labels...). */
export function navigationAfter(page: PageSummary, draft: SettingsDraft, navigation: Navigation): Navigation {
  const others = otherLinks(navigation, page.path);
  if (!draft.inNavigation) return others;
  const position = Math.max(0, Math.min(draft.navPosition, others.length));
  const link = { label: draft.navLabel.trim(), path: page.path, icon: draft.navIcon };
  return [...others.slice(0, position), link, ...others.slice(position)];
}

const META_FIELDS: Record<string, SettingsField> = {
  title: 'title',
  description: 'description',
  keywords: 'keywords',
  label: 'label',
  noindex: 'noindex',
  catalog: 'catalog',
};

/** The form's messages by field: the page meta schema's, and the header's for the navigation entry. */
export function settingsProblems(
  page: PageSummary,
  draft: SettingsDraft,
  navigation: Navigation,
): SettingsProblems {
  const problems: SettingsProblems = {};
  if (draft.title.trim() === '') problems.title = 'The title is required';
  if (draft.imageAlt.trim() !== '' && draft.imageSrc === '')
    problems.imageSrc = 'Choose the sharing image, or clear its description';
  const meta = pageMetaSchema.safeParse(metaFromDraft(page, draft));
  if (!meta.success) {
    for (const issue of meta.error.issues) {
      const [first, second] = issue.path;
      const field: SettingsField | undefined =
        first === 'image' ? (second === 'alt' ? 'imageAlt' : 'imageSrc') : META_FIELDS[String(first)];
      if (field && !problems[field]) problems[field] = issue.message;
    }
  }
  if (draft.inNavigation && draft.navLabel.trim() === '') problems.navLabel = 'The link needs a label';
  else {
    const links = headerSchema.shape.navLinks.safeParse(navigationAfter(page, draft, navigation));
    const issue = links.success ? undefined : links.error.issues[0];
    // A problem of the whole list (too many links, or none left) belongs to the checkbox.
    if (issue)
      problems[
        issue.path.length === 0 ? 'inNavigation' : issue.path.at(-1) === 'icon' ? 'navIcon' : 'navLabel'
      ] = issue.message;
  }
  return problems;
}

export interface LengthNote {
  text: string;
  tone: 'ok' | 'warning' | 'error';
}

/** "42 of 70 characters", with a warning past what search results show and an error past the maximum. */
export function lengthNote(length: number, advised: number, max: number, cut: string): LengthNote {
  const count = `${length} of ${max} characters`;
  if (length > max) return { text: `${count}: too long`, tone: 'error' };
  if (length > advised)
    return { text: `${count}: search engines usually cut ${cut} after about ${advised}`, tone: 'warning' };
  return { text: count, tone: 'ok' };
}

/** The positions a link can take among the header's other links, for a select. */
export function navigationPositions(
  navigation: Navigation,
  pagePath: string,
): { value: number; label: string }[] {
  const others = otherLinks(navigation, pagePath);
  return Array.from({ length: others.length + 1 }, (_unused, index) => ({
    value: index,
    label:
      index === 0
        ? others.length === 0
          ? 'The only link'
          : `First, before “${others[0]!.label}”`
        : `After “${others[index - 1]!.label}”`,
  }));
}

export const NAV_ICONS: readonly NavIconName[] = NAV_ICON_NAMES;
