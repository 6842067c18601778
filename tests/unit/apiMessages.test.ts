import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/editor/client/apiClient';
import { apiFailure, isConflict } from '@/lib/editor/client/apiMessages';

describe('what the page dialogs say when a write is refused', () => {
  it('explains a stale version (412) in the editor’s language', () => {
    const stale = new ApiError(412, 'Precondition Failed');
    expect(apiFailure(stale, 'en')).toMatch(
      /^Not saved: this page was changed elsewhere .* Reload the editor/,
    );
    expect(apiFailure(stale, 'pl')).toBe(
      'Nie zapisano: ta strona została zmieniona gdzie indziej (w innej karcie albo przez inną osobę), odkąd edytor ją wczytał. Wczytaj edytor ponownie, aby pobrać najnowszą wersję; wpisany tekst nadal tu jest.',
    );
  });

  it('keeps the server’s reason for any other refusal, in either language', () => {
    const taken = new ApiError(409, '/casino is already the address of “Casino hotels”');
    expect(apiFailure(taken, 'en')).toBe('/casino is already the address of “Casino hotels”');
    expect(apiFailure(taken, 'pl')).toBe('/casino is already the address of “Casino hotels”');
    expect(apiFailure('offline', 'pl')).toBe('offline');
    expect(isConflict(taken)).toBe(true);
  });
});
