import { isLayoutCategory, isSameComponent, type SelectedComponent } from './selection';

/**
 * The operations on a page state (spec sections 3 and 4), pure and in one place: the editor's
 * store and the dev API both change a page's list with these. A page state is the page's own list
 * followed by the shared layout list (the header and footer); each operation answers a new list and
 * leaves its arguments as they were.
 */

/** Which list of the page state a component belongs to: the page's own, or the shared layout. */
export type PageScope = 'page' | 'layout';

export function scopeOf(component: SelectedComponent): PageScope {
  return isLayoutCategory(component.category) ? 'layout' : 'page';
}

/** A page state split into the page's own list and the layout list, each in its order. */
export interface SplitPageState {
  components: SelectedComponent[];
  layout: SelectedComponent[];
}

/** The page state: the page's list, then the layout's (spec section 7: the two are concatenated). */
export function buildPageState(
  pageComponents: readonly SelectedComponent[],
  layout: readonly SelectedComponent[],
): SelectedComponent[] {
  return [...pageComponents, ...layout];
}

/** Splits a page state by category: layout categories to `layout`, every other to `components`. */
export function splitPageState(state: readonly SelectedComponent[]): SplitPageState {
  return {
    components: state.filter((component) => scopeOf(component) === 'page'),
    layout: state.filter((component) => scopeOf(component) === 'layout'),
  };
}

/** The list of one scope, in its order. */
export function scopeList(state: readonly SelectedComponent[], scope: PageScope): SelectedComponent[] {
  return state.filter((component) => scopeOf(component) === scope);
}

/** The page state with one scope's list replaced by `list`, the other scope's kept. */
export function withScopeList(
  state: readonly SelectedComponent[],
  scope: PageScope,
  list: readonly SelectedComponent[],
): SelectedComponent[] {
  const { components, layout } = splitPageState(state);
  return scope === 'page' ? buildPageState(list, layout) : buildPageState(components, list);
}

/** A component is active when an entry of the same category and name is in the state (spec section 4). */
export function isComponentActive(
  state: readonly SelectedComponent[],
  component: SelectedComponent,
): boolean {
  return state.some((entry) => isSameComponent(entry, component));
}

/** True when both lists name the same components in the same order. */
export function isSameSelection(a: readonly SelectedComponent[], b: readonly SelectedComponent[]): boolean {
  return a.length === b.length && a.every((entry, index) => isSameComponent(entry, b[index]!));
}

/** Only the identity of a component, whatever else an object brought (a request body, say). */
export function plainComponent(component: SelectedComponent): SelectedComponent {
  return { category: component.category, name: component.name };
}

/**
 * The list with `component` inserted at `index` (appended by default). A component already in the
 * list stays where it is: a list never names a component twice.
 */
export function insertComponent(
  list: readonly SelectedComponent[],
  component: SelectedComponent,
  index: number = list.length,
): SelectedComponent[] {
  if (isComponentActive(list, component)) return [...list];
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), plainComponent(component), ...list.slice(at)];
}

/** The list without `component`. */
export function removeComponent(
  list: readonly SelectedComponent[],
  component: SelectedComponent,
): SelectedComponent[] {
  return list.filter((entry) => !isSameComponent(entry, component));
}

/** Turns a component on (appended, where it was not already) or off (removed). */
export function toggleComponent(
  list: readonly SelectedComponent[],
  component: SelectedComponent,
  isActive: boolean,
): SelectedComponent[] {
  return isActive ? insertComponent(list, component) : removeComponent(list, component);
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/** Moves an entry within one scope's list (what the editor shows of a page), the other scope kept. */
export function reorderScope(
  state: readonly SelectedComponent[],
  scope: PageScope,
  from: number,
  to: number,
): SelectedComponent[] {
  return withScopeList(state, scope, moveItem(scopeList(state, scope), from, to));
}

/** Turns a component on or off in its own scope's list of the page state. */
export function toggleInPageState(
  state: readonly SelectedComponent[],
  component: SelectedComponent,
  isActive: boolean,
): SelectedComponent[] {
  const scope = scopeOf(component);
  return withScopeList(state, scope, toggleComponent(scopeList(state, scope), component, isActive));
}
