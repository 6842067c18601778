import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { axeViolations, settled } from '../support/axe';
import type { ReviewsAnswer } from '@/lib/editor/contract/review';
import { StudioClient } from '@/scripts/support/studioProcess';
import { expect, test } from './test';
import { ADMIN, EDITOR, EDITOR_OPENS_MS, signInAs, type Studio } from './world';

/**
 * Review before publishing, in Chromium against the studio: an editor set to publish after review
 * (`npm run accounts -- review … on`) asks for one instead of publishing, and the admin is emailed
 * through the outbox; the admin comments on a section, and the comment stays on it after the section
 * is moved; the admin approves; an edit after the approval cancels it; the editor publishes only
 * once approved, and the release, History and the audit log say who asked and who approved. axe
 * finds nothing on Review and on Publish asking for review, at 1440 and 768 px, in both languages.
 */
test.describe.configure({ mode: 'serial' });

const PUBLISH_MS = 300_000;

let studio: Studio;
let admin: StudioClient;

/** `npm run accounts -- review EMAIL on|off` on the studio's database. */
function setReview(email: string, on: boolean) {
  execFileSync('npx', ['tsx', 'receiver/accountsCli.ts', 'review', email, on ? 'on' : 'off'], {
    env: { ...process.env, LEADS_DB: studio.world.dbFile, DATABASE_URL: '' },
    stdio: 'pipe',
  });
}

function query<T>(sql: string, ...params: string[]): T[] {
  const db = new Database(studio.world.dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A section's data saved through the editor's API, as the editor's screen does. */
async function saveHeading(pageName: string, heading: string) {
  const current = await studio.editor.json<{ data: Record<string, unknown>; version: string }>(
    `/api/componentData?pageName=${encodeURIComponent(pageName)}&category=Texts&name=Intro`,
  );
  const response = await studio.editor.post(
    '/api/saveComponentData',
    { pageName, component: { category: 'Texts', name: 'Intro' }, data: { ...current.data, heading } },
    { 'If-Match': `"${current.version}"` },
  );
  expect(response.status).toBe(200);
}

const reviews = (client: StudioClient = studio.editor) => client.json<ReviewsAnswer>('/studio-api/reviews');

test.beforeAll(async ({ studio: shared }) => {
  studio = shared;
  setReview(EDITOR.email, true);
  admin = new StudioClient(studio.world.origin);
  await admin.signIn(ADMIN.email);
  // Both languages at once: nothing out of date, so Publish asks only about the review.
  await saveHeading('casino', 'A casino evening, reviewed');
  await saveHeading('pl/kasyno', 'Wieczór w kasynie, sprawdzony');
});
test.afterAll(async () => {
  setReview(EDITOR.email, false);
  for (const pageName of ['casino', 'pl/kasyno'])
    await studio.editor.json('/studio-api/discard', { pageName }).catch(() => undefined);
});

test.describe('asked for, commented, approved, cancelled by an edit, approved again, published', () => {
  let context: BrowserContext;
  let editorPage: Page;
  let adminPage: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    editorPage = await context.newPage();
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    adminPage = await adminContext.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
    await adminPage?.context().close();
  });

  test('the editor set to publish after review asks for one, and the admin is emailed', async () => {
    await signInAs(editorPage, studio, EDITOR, false);
    await editorPage.getByRole('button', { name: 'Opublikuj', exact: true }).click();
    const publish = editorPage.getByRole('dialog', { name: 'Publikacja zmian' });
    await expect(publish).toContainText('Twoje publikacje czekają na sprawdzenie');
    await expect(publish.getByRole('button', { name: 'Opublikuj teraz' })).toHaveCount(0);
    await publish.getByLabel('Co się zmieniło').fill('Zimowe nagłówki do sprawdzenia');
    await publish.getByRole('button', { name: 'Poproś o sprawdzenie' }).click();
    await expect(publish).toContainText('Poproszono o sprawdzenie');
    // The request is made: what is left is to close the dialog.
    await publish.getByRole('button', { name: 'Zamknij' }).click();

    const notices = query<{ payload: string }>("SELECT payload FROM outbox WHERE kind = 'team-notice'");
    expect(notices.map((row) => JSON.parse(row.payload) as { to: string[]; subject: string })).toEqual([
      expect.objectContaining({
        to: [ADMIN.email],
        subject: 'Review before publishing: Zimowe nagłówki do sprawdzenia',
      }),
    ]);
    // Without an approval the API refuses the publish.
    const refused = await studio.editor.post('/studio-api/publish', { message: 'Not yet' });
    expect(refused.status).toBe(409);
  });

  test('the admin comments on a section of /casino', async () => {
    await signInAs(adminPage, studio, ADMIN, true);
    await adminPage.getByRole('button', { name: 'Review (1)' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Review before publishing' });
    await expect(dialog).toContainText('Asked by Ewa Nowak');
    await expect(dialog).toContainText('Waiting for a reviewer');
    await dialog
      .getByLabel('Comment: Heading and text')
      .first()
      .fill('Say which months the winter rates run.');
    await dialog.getByRole('button', { name: 'Add the comment' }).first().click();
    await expect(dialog.locator('[data-review-section="/casino TextsIntro"]')).toContainText(
      'Anna Admin: Say which months the winter rates run.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('moved, the section keeps its comment; the move needs a review of its own', async () => {
    // The editor moves the section to the end of the page.
    const state = await studio.editor.json<{
      components: { category: string; name: string }[];
      layout: { category: string; name: string }[];
      version: string;
    }>('/api/pageState?pageName=casino');
    const moved = [
      ...state.components.filter((component) => component.name !== 'Intro'),
      ...state.components.filter((component) => component.name === 'Intro'),
    ];
    const saved = await studio.editor.post(
      '/api/saveState',
      { pageName: 'casino', selectedComponents: [...moved, ...state.layout] },
      { 'If-Match': `"${state.version}"` },
    );
    expect(saved.status).toBe(200);
    // The request is of the drafts before the move: it can no longer be approved.
    const answer = await reviews(admin);
    expect(answer.reviews[0]).toMatchObject({ state: 'open', current: false });
    const approve = await admin.post(`/studio-api/reviews/${answer.reviews[0]!.id}/decision`, {
      decision: 'approve',
    });
    expect(approve.status).toBe(409);

    // In the editor the comment is on the section, at its new place.
    await editorPage.reload();
    await expect(editorPage.getByRole('navigation', { name: 'Studio' })).toBeVisible({
      timeout: EDITOR_OPENS_MS,
    });
    await editorPage.getByRole('combobox', { name: 'Strona' }).click();
    await editorPage.getByRole('option', { name: /Casino hotels/ }).click();
    const items = editorPage.locator('[data-component]');
    await expect(items.last()).toHaveAttribute('data-component', 'Texts/Intro');
    await editorPage.getByRole('button', { name: /^Nagłówek i tekst / }).click();
    await expect(editorPage.locator('[data-review-comments]')).toContainText('Anna Admin (');
    await expect(editorPage.locator('[data-review-comments]')).toContainText(
      'Say which months the winter rates run.',
    );
    expect.soft(await axeViolations(editorPage), 'the section with its comment').toEqual([]);

    // Asked again, the new request shows the comment on the moved section.
    const again = await studio.editor.post('/studio-api/reviews', {
      message: 'Zimowe nagłówki, sekcja przeniesiona',
    });
    expect(again.status).toBe(201);
  });

  for (const width of [1440, 768])
    test(`axe finds nothing on Review and on Publish asking for review at ${width} px, in both languages`, async () => {
      for (const page of [adminPage, editorPage]) {
        await page.setViewportSize({ width, height: width > 1000 ? 900 : 1024 });
        await page.reload();
        await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible({
          timeout: EDITOR_OPENS_MS,
        });
        const english = page === adminPage;
        await page.getByRole('button', { name: english ? /^Review \(/ : /^Sprawdzenie \(/ }).click();
        await expect(page.getByRole('dialog')).toContainText(
          english ? 'Waiting for a reviewer' : 'Czeka na sprawdzenie',
        );
        await settled(page);
        expect.soft(await axeViolations(page), `Review (${english ? 'en' : 'pl'})`).toEqual([]);
        await page
          .getByRole('dialog')
          .getByRole('button', { name: english ? 'Close' : 'Zamknij' })
          .click();
        if (english) continue;
        await page.getByRole('button', { name: 'Opublikuj', exact: true }).click();
        await expect(page.getByRole('dialog')).toContainText('czeka na decyzję');
        await settled(page);
        expect.soft(await axeViolations(page), 'Publish asking for review (pl)').toEqual([]);
        // Escape: its cancel button says "Najpierw poprawię" when other tests left translations out of date.
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    });

  test('the admin approves; an edit after it cancels the approval', async () => {
    // Two open: the first, of the drafts before the move, and the one asked for since.
    await adminPage.getByRole('button', { name: 'Review (2)' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Review before publishing' });
    await expect(dialog.locator('[data-review-section="/casino TextsIntro"]').first()).toContainText(
      'Say which months the winter rates run.',
    );
    await dialog.getByRole('button', { name: 'Approve these changes' }).first().click();
    await expect(dialog).toContainText('Your decision is recorded.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect((await reviews()).approved).toMatchObject({ approvedBy: ADMIN.name });

    await saveHeading('casino', 'A casino evening, reviewed (November to March)');
    await saveHeading('pl/kasyno', 'Wieczór w kasynie, sprawdzony (od listopada do marca)');
    const after = await reviews();
    expect(after.approved).toBeNull();
    expect(after.reviews[0]).toMatchObject({ state: 'approved', current: false });
    expect((await studio.editor.post('/studio-api/publish', { message: 'After the approval' })).status).toBe(
      409,
    );
  });

  test('asked again and approved, the editor publishes; History and the audit log say who asked and who approved', async () => {
    const asked = await studio.editor.json<{ id: string }>('/studio-api/reviews', {
      message: 'Zimowe nagłówki z miesiącami',
    });
    const decided = await admin.post(`/studio-api/reviews/${asked.id}/decision`, { decision: 'approve' });
    expect(decided.status).toBe(200);
    // The author never decides their own request.
    const own = await studio.editor.post(`/studio-api/reviews/${asked.id}/decision`, { decision: 'approve' });
    expect(own.status).toBe(403);

    await editorPage.reload();
    await expect(editorPage.getByRole('navigation', { name: 'Studio' })).toBeVisible({
      timeout: EDITOR_OPENS_MS,
    });
    await editorPage.getByRole('button', { name: 'Opublikuj', exact: true }).click();
    const publish = editorPage.getByRole('dialog', { name: 'Publikacja zmian' });
    await expect(publish).toContainText('Zatwierdzone przez: Anna Admin');
    await publish.getByLabel('Co się zmieniło').fill('Zimowe nagłówki z miesiącami');
    // "Opublikuj mimo to" when earlier tests left a translation out of date elsewhere.
    await publish.getByRole('button', { name: /^Opublikuj (teraz|mimo to)$/ }).click();
    await expect(publish.getByText('Opublikowano: strona na żywo zawiera Twoje zmiany.')).toBeVisible({
      timeout: PUBLISH_MS,
    });
    await publish.getByRole('button', { name: 'Zamknij' }).click();
    const served = (await studio.nginx.get(`${studio.nginx.origin}/casino`)).body.replace(
      /\u00a0|&nbsp;|&#160;/g,
      ' ',
    );
    expect(served).toContain('A casino evening, reviewed (November to March)');

    await editorPage.getByRole('button', { name: 'Historia' }).click();
    await expect(editorPage.getByRole('dialog').locator('ol > li').first()).toContainText(
      'O sprawdzenie prosi: Ewa Nowak; zatwierdza: Anna Admin.',
    );
    await editorPage.keyboard.press('Escape');
    expect((await reviews()).reviews[0]).toMatchObject({ state: 'published' });
    await expect
      .poll(() =>
        query<{ action: string }>(
          "SELECT action FROM audit_log WHERE action LIKE 'review-%' OR action = 'publish' ORDER BY at",
        )
          .map((row) => row.action)
          .filter((action, index, all) => all.indexOf(action) === index),
      )
      .toEqual(expect.arrayContaining(['review-requested', 'review-comment', 'review-approved', 'publish']));
    const publishes = query<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE action = 'publish' ORDER BY at DESC",
    );
    expect(publishes[0]!.detail).toContain('Zimowe nagłówki z miesiącami (approved by Anna Admin)');
  });
});
