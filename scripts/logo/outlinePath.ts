/** One drawing command of a glyph's outline, as harfbuzzjs's `glyphToJson` gives it (font units). */
export interface OutlineCommand {
  /** M, L, Q, C or Z: absolute coordinates. */
  type: string;
  values: number[];
}

/** Numbers joined as SVG path data allows: a minus sign separates as well as a space does. */
function joinNumbers(numbers: readonly number[]): string {
  return numbers.map((n, index) => (index > 0 && n >= 0 ? ` ${n}` : `${n}`)).join('');
}

/**
 * A glyph's outline as SVG path data on a grid of `grid` font units, in relative commands (small
 * integers, which is what compresses well). Lines along an axis become h and v. The path is in font
 * units divided by `grid`, y up, as fonts draw: the caller scales it by grid / units-per-em and
 * flips it.
 */
export function outlinePath(commands: readonly OutlineCommand[], grid: number): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let path = '';
  for (const { type, values } of commands) {
    if (type === 'Z') {
      path += 'z';
      x = startX;
      y = startY;
      continue;
    }
    const points = values.map((value) => Math.round(value / grid));
    const relative = points.map((value, index) => value - (index % 2 === 0 ? x : y));
    if (type === 'M') [startX = 0, startY = 0] = points;
    x = points[points.length - 2] ?? x;
    y = points[points.length - 1] ?? y;
    const [dx = 0, dy = 0] = relative;
    if (type === 'L' && dx === 0) path += `v${dy}`;
    else if (type === 'L' && dy === 0) path += `h${dx}`;
    else path += type.toLowerCase() + joinNumbers(relative);
  }
  return path;
}
