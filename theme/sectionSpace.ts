import { up } from './media';

/** A section's space above and below, in theme spacing units: on phones, and from md (991 px) up. */
export interface SectionSpace {
  base: number;
  md?: number;
}

/**
 * The space around a section. A section on the page's own background takes it as margins, so that
 * two such sections in a row share one gap (adjacent margins collapse, through the plain wrappers
 * around each section) instead of adding theirs up; a section with a background of its own keeps
 * it as padding, inside its colour.
 */
export function sectionSpaceSx({ base, md = base }: SectionSpace, ownBackground = false) {
  const property = ownBackground ? 'py' : 'my';
  // One space at every width needs no media query.
  return md === base ? { [property]: base } : { [property]: base, [up('md')]: { [property]: md } };
}
