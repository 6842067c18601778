import { expect, test, type Page } from '@playwright/test';
import { waitForApp, watchForProblems } from './site';

/** The site's web fonts that the page has loaded, with the code points they cover. */
async function loadedFaces(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => ({
        family: face.family,
        weight: face.weight,
        unicodeRange: face.unicodeRange.toLowerCase(),
      }));
  });
}

test('Polish and Maltese letters are set in the site’s fonts, from small files of their own', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  await page.goto('/about-us');
  await waitForApp(page);
  // The office address (Nowy Świat) is on every page: its Ś comes from the letters files.
  await expect(page.getByText('Nowy Świat').first()).toBeAttached();
  const faces = await loadedFaces(page);
  const letters = faces.filter((face) => face.unicodeRange.includes('u+15a-15b'));
  expect(letters.length).toBeGreaterThanOrEqual(1);
  // The Latin files cover the rest, as before.
  expect(faces.some((face) => face.unicodeRange === 'u+0-10ffff')).toBe(true);
  expect(problems).toEqual([]);
});
