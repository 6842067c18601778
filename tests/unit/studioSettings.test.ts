import { describe, expect, it } from 'vitest';
import { readStudioSettings } from '@/studio/config';

describe("the studio's settings", () => {
  it('reads the fault-injection seam as publish steps', () => {
    expect(readStudioSettings({ STUDIO_HOLD_AT: 'building, switching' }, '/srv/site').holdAt).toEqual([
      'building',
      'switching',
    ]);
    expect(readStudioSettings({}, '/srv/site').holdAt).toEqual([]);
  });

  it('refuses a hold point that is no step, naming the steps', () => {
    expect(() => readStudioSettings({ STUDIO_HOLD_AT: 'bilding' }, '/srv/site')).toThrow(
      /STUDIO_HOLD_AT: must name publish steps: checking, building, built, switching, switched/,
    );
  });
});
