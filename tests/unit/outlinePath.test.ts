import { describe, expect, it } from 'vitest';
import { outlinePath } from '@/scripts/logo/outlinePath';

describe('outlinePath', () => {
  it('writes a closed outline in relative commands, lines along an axis as h and v', () => {
    const square = [
      { type: 'M', values: [100, 0] },
      { type: 'L', values: [500, 0] },
      { type: 'L', values: [500, 400] },
      { type: 'L', values: [100, 800] },
      { type: 'Z', values: [] },
    ];
    expect(outlinePath(square, 1)).toBe('m100 0h400v400l-400 400z');
  });

  it('rounds to the grid and measures the next contour from the close of the last', () => {
    const twoContours = [
      { type: 'M', values: [10, 10] },
      { type: 'Q', values: [30, 50, 70, 10] },
      { type: 'Z', values: [] },
      { type: 'M', values: [90, 10] },
      { type: 'C', values: [90, 30, 110, 30, 110, 10] },
      { type: 'Z', values: [] },
    ];
    // Grid 10: the first contour starts at (1, 1), so the second's move is (9 - 1, 1 - 1).
    expect(outlinePath(twoContours, 10)).toBe('m1 1q2 4 6 0zm8 0c0 2 2 2 2 0z');
  });

  it('lets a minus sign separate numbers, as SVG path data allows', () => {
    expect(
      outlinePath(
        [
          { type: 'M', values: [0, 0] },
          { type: 'Q', values: [-5, 3, -10, -2] },
        ],
        1,
      ),
    ).toBe('m0 0q-5 3-10-2');
  });
});
