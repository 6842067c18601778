import {
  headerSchema,
  NAV_ICON_NAMES,
  type NavIconName,
} from '@/components/sections/Headers/Variant7Hotels.schema';
import type { z } from 'zod';
import { pageMetaSchema, scheduleIssues, type PageMetaFields } from '@/lib/model/content/contentSchemas';
import type { PageSettingsBody, PageSummary, PagesAnswer } from '@/lib/editor/contract/pageRequests';
import { localeHomePath, pageNameWithinLocale, type Locale } from '@/lib/model/i18n/locales';
import { isWarsawTime, pageScheduleState, warsawTimeProblem } from '@/lib/model/pages/schedule';
import { SETTINGS_DRAFT_WORDS, type SettingsIssue } from './words/settingsDraft';

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
  noindex: boolean;
  catalog: boolean;
  inNavigation: boolean;
  navLabel: string;
  navIcon: NavIconName;
  /** 0-based position among the header's links once the page is in them. */
  navPosition: number;
  /** When the page goes live, Warsaw time (`2026-10-01T09:00`, a datetime-local value); '' for now. */
  liveFrom: string;
  /** When it retires, Warsaw time; '' for never. */
  retireAt: string;
  /** The page its address then redirects to; '' for its language's home page. */
  retireTo: string;
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
    noindex: meta.noindex === true,
    catalog: meta.catalog !== false,
    inNavigation: page.navigation !== undefined,
    navLabel: page.navigation?.label ?? meta.label ?? page.label,
    navIcon: page.navigation?.icon ?? 'Stars',
    navPosition: page.navigation?.position ?? otherLinks(navigation, page.path).length,
    liveFrom: meta.liveFrom ?? '',
    retireAt: meta.retireAt ?? '',
    retireTo: meta.retireTo ?? '',
  };
}

/**
 * A datetime-local value as a schedule time: to the minute (a browser may add `:00` seconds), or
 * undefined when blank.
 */
export function scheduleTimeFromInput(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return trimmed.replace(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):00(?:\.0+)?$/, '$1');
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
  set('image', draft.imageSrc === '' ? undefined : { src: draft.imageSrc });
  set('noindex', draft.noindex ? true : undefined);
  set('catalog', draft.catalog ? undefined : false);
  set('liveFrom', scheduleTimeFromInput(draft.liveFrom));
  set('retireAt', scheduleTimeFromInput(draft.retireAt));
  // Where visitors go once it has retired means nothing for a page that never retires.
  set('retireTo', scheduleTimeFromInput(draft.retireAt) === undefined ? undefined : optional(draft.retireTo));
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
  liveFrom: 'liveFrom',
  retireAt: 'retireAt',
  retireTo: 'retireTo',
};

type SchemaIssue = z.core.$ZodIssue;

/** A meta schema's issue on a field, as the form names it (undefined: one the form has no words for). */
function metaIssue(
  field: SettingsField,
  issue: SchemaIssue,
  meta: PageMetaFields,
): SettingsIssue | undefined {
  switch (field) {
    case 'title':
    case 'description':
    case 'keywords':
    case 'label':
      if (issue.code === 'too_big') return { kind: 'tooLong', field, max: Number(issue.maximum) };
      if (issue.code === 'too_small' && field === 'label') return { kind: 'empty', field };
      return undefined;
    case 'imageSrc':
      return { kind: 'imageSrc' };
    case 'liveFrom':
    case 'retireAt': {
      const value = meta[field] ?? '';
      return warsawTimeProblem(value) === 'date'
        ? { kind: 'timeNotReal', field, value }
        : { kind: 'timeFormat', field };
    }
    case 'retireTo':
      return { kind: 'retireToName' };
    default:
      return undefined;
  }
}

/** The header schema's issue on its links, as the form names it. */
function navigationIssue(issue: SchemaIssue): SettingsIssue | undefined {
  if (issue.path.length === 0) {
    if (issue.code === 'too_big') return { kind: 'navTooMany', max: Number(issue.maximum) };
    return issue.code === 'too_small' ? { kind: 'navTooFew' } : undefined;
  }
  const key = issue.path.at(-1);
  if (key === 'icon') return { kind: 'navIcon' };
  if (key !== 'label') return undefined;
  if (issue.code === 'too_big') return { kind: 'tooLong', field: 'navLabel', max: Number(issue.maximum) };
  return issue.code === 'too_small' ? { kind: 'empty', field: 'navLabel' } : undefined;
}

/**
 * The form's messages by field: the page meta schema's, and the header's for the navigation entry,
 * in the editor's language (English: the schemas' own words).
 */
export function settingsProblems(
  page: PageSummary,
  draft: SettingsDraft,
  navigation: Navigation,
  uiLocale: Locale,
): SettingsProblems {
  const words = SETTINGS_DRAFT_WORDS[uiLocale];
  const say = (issue: SettingsIssue | undefined, message: string) => (issue && words.issue(issue)) ?? message;
  const problems: SettingsProblems = {};
  if (draft.title.trim() === '') problems.title = words.titleRequired;
  const draftMeta = metaFromDraft(page, draft);
  const meta = pageMetaSchema.safeParse(draftMeta);
  if (!meta.success) {
    for (const issue of meta.error.issues) {
      const [first] = issue.path;
      const field: SettingsField | undefined = first === 'image' ? 'imageSrc' : META_FIELDS[String(first)];
      if (field && !problems[field]) problems[field] = say(metaIssue(field, issue, draftMeta), issue.message);
    }
  }
  for (const issue of scheduleIssues(draftMeta))
    problems[issue.field] ??= say(
      { kind: issue.field === 'retireAt' ? 'retireOrder' : 'retireToNeedsTime' },
      issue.message,
    );
  if (isHomePage(page) && (draftMeta.liveFrom !== undefined || draftMeta.retireAt !== undefined))
    problems[draftMeta.liveFrom !== undefined ? 'liveFrom' : 'retireAt'] ??= words.homeAlwaysLive;
  if (draft.inNavigation && draft.navLabel.trim() === '') problems.navLabel = words.linkNeedsLabel;
  else {
    const links = headerSchema.shape.navLinks.safeParse(navigationAfter(page, draft, navigation));
    const issue = links.success ? undefined : links.error.issues[0];
    // A problem of the whole list (too many links, or none left) belongs to the checkbox.
    if (issue)
      problems[
        issue.path.length === 0 ? 'inNavigation' : issue.path.at(-1) === 'icon' ? 'navIcon' : 'navLabel'
      ] = say(navigationIssue(issue), issue.message);
  }
  return problems;
}

/** Whether the page is a language's home page (`/`, `/pl/`), which is always live. */
export function isHomePage(page: Pick<PageSummary, 'name'>): boolean {
  return pageNameWithinLocale(page.name) === 'index';
}

/** The empty choice of “After retiring, send visitors to”: the page's language's home page. */
export function retireToDefaultLabel(page: Pick<PageSummary, 'locale'>, uiLocale: Locale): string {
  return SETTINGS_DRAFT_WORDS[uiLocale].homePage(localeHomePath(page.locale));
}

/** The pages a retired page may send its visitors to: every other page but its language's home (the default). */
export function retireToChoices<T extends Pick<PageSummary, 'name' | 'locale'>>(
  pages: readonly T[],
  page: Pick<PageSummary, 'name' | 'locale'>,
): T[] {
  return pages.filter(
    (other) => other.name !== page.name && !(other.locale === page.locale && isHomePage(other)),
  );
}

/**
 * What the schedule in the draft means at `now`, for the line under it; undefined without one (or
 * while a time is not a valid one yet). The site is static: each change happens with the first
 * build at or after its time.
 */
export function scheduleNote(
  draft: Pick<SettingsDraft, 'liveFrom' | 'retireAt'>,
  now: Date,
  uiLocale: Locale,
): string | undefined {
  const words = SETTINGS_DRAFT_WORDS[uiLocale];
  const liveFrom = scheduleTimeFromInput(draft.liveFrom);
  const retireAt = scheduleTimeFromInput(draft.retireAt);
  if (liveFrom === undefined && retireAt === undefined) return undefined;
  if (
    (liveFrom !== undefined && !isWarsawTime(liveFrom)) ||
    (retireAt !== undefined && !isWarsawTime(retireAt))
  )
    return undefined;
  const state = pageScheduleState({ liveFrom, retireAt }, now);
  if (state === 'scheduled') return words.scheduled(words.warsawTime(liveFrom!));
  if (state === 'retired') return words.retired;
  return retireAt === undefined ? words.live : words.liveUntil(words.warsawTime(retireAt));
}

export interface LengthNote {
  text: string;
  tone: 'ok' | 'warning' | 'error';
}

/**
 * "42 of 70 characters", with a warning past what search results show (cutting titles or
 * descriptions) and an error past the maximum.
 */
export function lengthNote(
  length: number,
  advised: number,
  max: number,
  cut: 'titles' | 'descriptions',
  uiLocale: Locale,
): LengthNote {
  const words = SETTINGS_DRAFT_WORDS[uiLocale];
  const count = words.characters(length, max);
  if (length > max) return { text: words.tooLong(count), tone: 'error' };
  if (length > advised) return { text: words.cutAfter(count, cut, advised), tone: 'warning' };
  return { text: count, tone: 'ok' };
}

/** The positions a link can take among the header's other links, for a select. */
export function navigationPositions(
  navigation: Navigation,
  pagePath: string,
  uiLocale: Locale,
): { value: number; label: string }[] {
  const words = SETTINGS_DRAFT_WORDS[uiLocale];
  const others = otherLinks(navigation, pagePath);
  return Array.from({ length: others.length + 1 }, (_unused, index) => ({
    value: index,
    label:
      index === 0
        ? others.length === 0
          ? words.onlyLink
          : words.firstBefore(others[0]!.label)
        : words.after(others[index - 1]!.label),
  }));
}

export const NAV_ICONS: readonly NavIconName[] = NAV_ICON_NAMES;
