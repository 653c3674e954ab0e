import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  setGeneralAccess,
  shareWithCoworkerEditor,
  signInAsGuestAndCreateSave,
  waitForEditorReady,
} from './support/editorActions';
import { openOwnerAndViewer, type OwnerAndViewer } from './support/ownerAndViewer';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;

function commentsPopup(page: Page) {
  return page.getByRole('dialog', { name: 'Comments' });
}

/** Which side of the thread a comment sits on, measured on the page rather than read from a class. */
async function sideOf(page: Page, text: string): Promise<'left' | 'right'> {
  const popup = commentsPopup(page);
  const list = await popup.getByRole('list', { name: 'Comment thread' }).boundingBox();
  const item = await popup.getByRole('listitem').filter({ hasText: text }).boundingBox();
  if (list === null || item === null) throw new Error(`no comment "${text}" on the page`);
  const leftGap = item.x - list.x;
  const rightGap = list.x + list.width - (item.x + item.width);
  return rightGap < leftGap ? 'right' : 'left';
}

async function commentTexts(page: Page): Promise<string[]> {
  return commentsPopup(page).locator('.comment-content').allTextContents();
}

/** Posts what the open popup's comment box holds with Enter, waiting for the api to accept it. */
async function sendComment(page: Page): Promise<void> {
  const accepted = page.waitForResponse(
    (response) => response.url().endsWith('/comments') && response.request().method() === 'POST',
  );
  await commentsPopup(page).getByLabel('Comment', { exact: true }).press('Enter');
  expect((await accepted).status()).toBe(201);
}

/** Types a comment in the open popup, a new line with Ctrl+Enter between lines, and posts it. */
async function postComment(page: Page, lines: string[]): Promise<void> {
  const box = commentsPopup(page).getByLabel('Comment', { exact: true });
  for (const [index, line] of lines.entries()) {
    if (index > 0) await box.press('Control+Enter');
    await box.pressSequentially(line);
  }
  await sendComment(page);
}

describe('comments on a save', () => {
  let people: OwnerAndViewer | undefined;
  afterEach(async () => {
    await people?.close();
    people = undefined;
  });

  it('lets editors comment from the editor and the Saves panel, counts unread until opened, and keeps viewers out', async () => {
    people = await openOwnerAndViewer();
    const { ownerPage, viewerPage: coworkerPage, server } = people;
    await shareWithCoworkerEditor(ownerPage, coworkerPage, server.url);
    const saveId = new URL(ownerPage.url()).pathname.slice(1);

    // The coworker comments from the editor: an empty box cannot be posted.
    await coworkerPage.getByRole('button', { name: 'Comments on Untitled Save' }).click();
    await commentsPopup(coworkerPage).getByText('No comments yet...').waitFor({ timeout: WAIT_MS });
    const post = commentsPopup(coworkerPage).getByRole('button', { name: 'Post' });
    expect(await post.isDisabled()).toBe(true);
    await commentsPopup(coworkerPage).getByLabel('Comment', { exact: true }).press('Enter');
    await commentsPopup(coworkerPage)
      .getByText('Please write a comment first.')
      .waitFor({ timeout: WAIT_MS });
    await postComment(coworkerPage, ['Can we move the sink?', 'Under the window, please.']);
    await expect
      .poll(() => commentTexts(coworkerPage))
      .toEqual(['Can we move the sink?\nUnder the window, please.']);
    expect(await sideOf(coworkerPage, 'Can we move the sink?')).toBe('right');
    await coworkerPage.keyboard.press('Escape');

    // The owner's editor and Saves panel count it as unread until the popup has loaded it.
    await ownerPage.reload();
    await waitForEditorReady(ownerPage);
    await ownerPage
      .getByRole('button', { name: 'Comments on Untitled Save, 1 unread' })
      .waitFor({ timeout: WAIT_MS });
    await ownerPage.goto(server.url);
    const unreadButton = ownerPage.getByRole('button', { name: 'Comments on Untitled Save, 1 unread' });
    await unreadButton.waitFor({ timeout: WAIT_MS });
    expect(await unreadButton.textContent()).toBe('Comments1');
    const marked = ownerPage.waitForResponse((response) => response.url().endsWith('/comments/read'));
    await unreadButton.click();
    const popup = commentsPopup(ownerPage);
    await popup.getByText('Can we move the sink?').waitFor({ timeout: WAIT_MS });
    await popup.getByText('coworker', { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await sideOf(ownerPage, 'Can we move the sink?')).toBe('left');
    expect((await marked).ok()).toBe(true);

    // The owner replies: their own comment sits on the right, after the coworker's.
    await postComment(ownerPage, ['Yes, under the window.']);
    await expect
      .poll(() => commentTexts(ownerPage))
      .toEqual(['Can we move the sink?\nUnder the window, please.', 'Yes, under the window.']);
    expect(await sideOf(ownerPage, 'Yes, under the window.')).toBe('right');
    expect(await sideOf(ownerPage, 'Can we move the sink?')).toBe('left');
    await ownerPage.keyboard.press('Escape');
    await ownerPage.getByRole('button', { name: 'Comments on Untitled Save', exact: true }).waitFor({
      timeout: WAIT_MS,
    });

    // The count stays cleared on the server: a fresh load of the panel shows none.
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: 'Comments on Untitled Save', exact: true }).waitFor({
      timeout: WAIT_MS,
    });
    expect(await ownerPage.getByRole('button', { name: /unread/ }).count()).toBe(0);

    // Once the save is view-only for the coworker, their Comments button goes away at once.
    await ownerPage.goto(`${server.url}/${saveId}`);
    await waitForEditorReady(ownerPage);
    await setGeneralAccess(ownerPage, 'Anyone with the link can view');
    await coworkerPage.getByText('View only').waitFor({ timeout: WAIT_MS });
    expect(await coworkerPage.getByRole('button', { name: /^Comments/ }).count()).toBe(0);
    await coworkerPage.reload();
    await waitForEditorReady(coworkerPage);
    await coworkerPage.getByText('View only').waitFor({ timeout: WAIT_MS });
    expect(await coworkerPage.getByRole('button', { name: /^Comments/ }).count()).toBe(0);
  });
});

describe('the Comments popup when the api fails', () => {
  const product = useProductFixture('comments');

  it('shows Error when comments cannot load, keeps a post that failed with Error happened in red, and scrolls to the newest', async () => {
    const { server } = await product.start();
    const page = await product.newPage();
    await signInAsGuestAndCreateSave(page, server.url, 'owner@example.com');
    const commentsButton = page.getByRole('button', { name: 'Comments on Untitled Save' });

    // The network drops the load: the popup says Error.
    const dropLoads = (route: Route) =>
      route.request().method() === 'GET' ? route.abort('failed') : route.fallback();
    await page.route(/\/api\/saves\/[^/]+\/comments$/, dropLoads);
    await commentsButton.click();
    await commentsPopup(page).getByText('Error', { exact: true }).waitFor({ timeout: WAIT_MS });
    await page.keyboard.press('Escape');
    await page.unroute(/\/api\/saves\/[^/]+\/comments$/, dropLoads);

    // The network drops the post: red text, and the comment is still in the box to try again.
    await commentsButton.click();
    await commentsPopup(page).getByText('No comments yet...').waitFor({ timeout: WAIT_MS });
    const dropPosts = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback();
    await page.route(/\/api\/saves\/[^/]+\/comments$/, dropPosts);
    const box = commentsPopup(page).getByLabel('Comment', { exact: true });
    await box.fill('Counter depth 25 inches');
    await box.press('Enter');
    const failure = commentsPopup(page).getByRole('alert');
    await failure.getByText('Error happened', { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await failure.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(206, 44, 49)');
    expect(await box.inputValue()).toBe('Counter depth 25 inches');
    await page.unroute(/\/api\/saves\/[^/]+\/comments$/, dropPosts);
    await sendComment(page);
    expect(await failure.count()).toBe(0);

    // More comments than the list shows: opened again, it scrolls to the newest.
    for (const index of [2, 3, 4, 5]) await postComment(page, [`Note ${index}`, 'with a second line']);
    await page.keyboard.press('Escape');
    await commentsButton.click();
    const thread = commentsPopup(page).getByRole('list', { name: 'Comment thread' });
    await thread.waitFor({ timeout: WAIT_MS });
    const scrolledToEnd = () =>
      thread.evaluate(
        (list) =>
          list.scrollHeight > list.clientHeight &&
          list.scrollTop + list.clientHeight >= list.scrollHeight - 1,
      );
    await expect.poll(scrolledToEnd, { timeout: 5_000 }).toBe(true);
  });
});
