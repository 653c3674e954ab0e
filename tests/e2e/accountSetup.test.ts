import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsGuest } from './support/editorActions';
import { mailedLoginCode } from './support/mailedLoginCode';
import { addCoworker, mailedInviteToken, subscribeToTeamPlan } from './support/organisation';
import { useProductFixture } from './support/productFixture';

const WAIT_MS = 30_000;
const OWNER = 'boss@example.com';
const COWORKER = { email: 'cora@example.com', name: 'Cora Coworker' };
const SECOND = 'sam@example.com';
const THIRD = 'tess@example.com';

async function inviteOnAccountPage(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Invite a coworker' });
  await form.getByLabel("Coworker's e-mail").fill(email);
  await form.getByRole('button', { name: 'Invite' }).click();
}

function listTexts(page: Page, name: string): Promise<string[]> {
  return page.getByRole('list', { name }).getByRole('listitem').allInnerTexts();
}

describe('the account setup page', () => {
  const product = useProductFixture('account');

  it('lets a team owner invite coworkers within the licenses, the invited coworker join from the mailed link with name and password and change it only with the current one, the owner revoke and remove, rename, end another session and cancel the subscription after a confirmation', async () => {
    const { dataDir, server } = await product.start();
    const ownerPage = await product.newPage();
    const coworkerPage = await product.newPage();
    await signInAsGuest(ownerPage, server.url, OWNER);
    await subscribeToTeamPlan(ownerPage, server.url, OWNER);
    // A second session of the owner, as if from another device, which must pass the mailed code.
    const guestLogin = (body: object) =>
      fetch(`${server.url}/api/auth/guest`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await guestLogin({ email: OWNER })).status).toBe(401);
    const otherDevice = await guestLogin({ email: OWNER, code: await mailedLoginCode(dataDir, OWNER) });
    expect(otherDevice.ok).toBe(true);

    await ownerPage.getByRole('link', { name: 'Account' }).click();
    await ownerPage
      .getByRole('heading', { name: 'Organisation Team Kitchens' })
      .waitFor({ timeout: WAIT_MS });
    await ownerPage.getByText('Team', { exact: true }).waitFor({ timeout: WAIT_MS });
    await ownerPage.getByText('Licenses used: 1 of 3').waitFor({ timeout: WAIT_MS });
    for (const email of [COWORKER.email, SECOND]) {
      await inviteOnAccountPage(ownerPage, email);
      await ownerPage
        .getByRole('list', { name: 'Pending invitations' })
        .getByText(email, { exact: false })
        .waitFor({ timeout: WAIT_MS });
    }
    await ownerPage.getByText('Licenses used: 3 of 3').waitFor({ timeout: WAIT_MS });
    await inviteOnAccountPage(ownerPage, THIRD);
    await ownerPage
      .getByRole('alert')
      .getByText('All licenses are in use. Add licenses to your plan to invite more coworkers.')
      .waitFor({ timeout: WAIT_MS });

    const token = await mailedInviteToken(dataDir, COWORKER.email);
    await coworkerPage.goto(`${server.url}/account/setup?invite=${token}`);
    await coworkerPage.getByRole('heading', { name: 'Join Team Kitchens' }).waitFor({ timeout: WAIT_MS });
    await coworkerPage.getByLabel('Your name').fill(COWORKER.name);
    await coworkerPage.getByLabel('Choose a password').fill('short');
    await coworkerPage.getByRole('button', { name: 'Accept and join' }).click();
    await coworkerPage
      .getByRole('alert')
      .getByText('Please choose a password of at least 8 characters', { exact: false })
      .waitFor({ timeout: WAIT_MS });
    await coworkerPage.getByLabel('Choose a password').fill('correct horse battery');
    await coworkerPage.getByRole('button', { name: 'Accept and join' }).click();
    await coworkerPage.getByText('You joined Team Kitchens.').waitFor({ timeout: WAIT_MS });
    await coworkerPage
      .getByRole('heading', { name: 'Organisation Team Kitchens' })
      .waitFor({ timeout: WAIT_MS });
    // A member sees the organisation and its owner, and nothing to manage it with.
    expect(await coworkerPage.getByText(/^Owner: /).innerText()).toContain(`(${OWNER})`);
    expect(await coworkerPage.getByRole('form', { name: 'Invite a coworker' }).count()).toBe(0);
    expect(await coworkerPage.getByRole('button', { name: 'Remove' }).count()).toBe(0);

    // The new password logs in; changing it needs the current one, and a wrong one gets the api's message.
    const passwordForm = coworkerPage.getByRole('form', { name: 'Password' });
    await passwordForm.getByLabel('Current password').fill('not my password');
    await passwordForm.getByLabel('New password').fill('another good password');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Your current password is wrong.').waitFor({ timeout: WAIT_MS });
    await passwordForm.getByLabel('Current password').fill('correct horse battery');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await passwordForm.getByText('Password changed.').waitFor({ timeout: WAIT_MS });

    await ownerPage.reload();
    await expect
      .poll(() => listTexts(ownerPage, 'Members'), { timeout: WAIT_MS })
      .toEqual([
        expect.stringContaining('Owner'),
        expect.stringContaining(`${COWORKER.name} (${COWORKER.email})`),
      ]);
    expect(await listTexts(ownerPage, 'Pending invitations')).toEqual([expect.stringContaining(SECOND)]);
    await ownerPage.getByRole('button', { name: `Revoke ${SECOND}` }).click();
    await ownerPage.getByText('None.').waitFor({ timeout: WAIT_MS });
    await ownerPage.getByText('Licenses used: 2 of 3').waitFor({ timeout: WAIT_MS });

    await ownerPage.getByRole('button', { name: 'Remove' }).click();
    const confirmation = ownerPage.getByRole('dialog', { name: `Remove ${COWORKER.name}` });
    await confirmation.getByRole('button', { name: 'Remove' }).click();
    await expect
      .poll(async () => ((await confirmation.count()) ? await confirmation.innerText() : 'closed'), {
        timeout: WAIT_MS,
      })
      .toBe('closed');
    await expect
      .poll(() => listTexts(ownerPage, 'Members'), { timeout: WAIT_MS })
      .toEqual([expect.stringContaining('Owner')]);

    const nameForm = ownerPage.getByRole('form', { name: 'Name' });
    await nameForm.getByLabel('Name').fill('Bea Boss');
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await ownerPage.getByText('Name saved.').waitFor({ timeout: WAIT_MS });
    await ownerPage.reload();
    expect(await ownerPage.getByRole('form', { name: 'Name' }).getByLabel('Name').inputValue()).toBe(
      'Bea Boss',
    );

    await expect.poll(() => listTexts(ownerPage, 'Sessions'), { timeout: WAIT_MS }).toHaveLength(2);
    await ownerPage.getByRole('button', { name: /^End session logged in [^(]*$/ }).click();
    await expect
      .poll(() => listTexts(ownerPage, 'Sessions'), { timeout: WAIT_MS })
      .toEqual([expect.stringContaining('(this browser)')]);

    // The plan: Change plan opens the purchase dialog; Cancel subscription waits for a confirmation.
    await ownerPage.getByText('Active', { exact: true }).waitFor({ timeout: WAIT_MS });
    await ownerPage.getByRole('button', { name: 'Change plan' }).click();
    await ownerPage.getByRole('dialog', { name: 'Upgrade your plan' }).waitFor({ timeout: WAIT_MS });
    await ownerPage.keyboard.press('Escape');
    await ownerPage.getByRole('button', { name: 'Cancel subscription' }).click();
    const cancelDialog = ownerPage.getByRole('dialog', { name: 'Cancel subscription' });
    await cancelDialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect
      .poll(
        () => cancelDialog.count().then(async (open) => (open ? await cancelDialog.innerText() : 'closed')),
        { timeout: WAIT_MS },
      )
      .toBe('closed');
    // Canceling ends the subscription at once (api BillingService.cancel): the free plan shows.
    await ownerPage.getByText('(free plan)', { exact: false }).waitFor({ timeout: WAIT_MS });
    expect(await ownerPage.getByRole('button', { name: 'Upgrade' }).count()).toBe(1);
  });

  it('lets a designer who already has a password accept while logged in as the invited address, and shows the api’s message for an unknown link and for another account', async () => {
    const { dataDir, server } = await product.start();
    const ownerPage = await product.newPage();
    const coworkerPage = await product.newPage();
    const loggedOutPage = await product.newPage();
    await signInAsGuest(ownerPage, server.url, OWNER);
    await subscribeToTeamPlan(ownerPage, server.url, OWNER);
    await addCoworker(ownerPage, coworkerPage, server.url, dataDir, COWORKER);
    const organisation = (await (await ownerPage.request.get(`${server.url}/api/organisation`)).json()) as {
      data: { members: { id: string; email: string }[] };
    };
    const coworkerId = organisation.data.members.find((member) => member.email === COWORKER.email)!.id;
    expect(
      (await ownerPage.request.delete(`${server.url}/api/organisation/members/${coworkerId}`)).status(),
    ).toBe(204);
    expect(
      (
        await ownerPage.request.post(`${server.url}/api/organisation/invites`, {
          data: { email: COWORKER.email },
        })
      ).status(),
    ).toBe(201);
    const token = await mailedInviteToken(dataDir, COWORKER.email);

    await coworkerPage.goto(`${server.url}/account/setup?invite=not-a-real-token`);
    await coworkerPage
      .getByRole('alert')
      .getByText('This invitation does not exist, has expired or was already used.')
      .waitFor({ timeout: WAIT_MS });

    // Logged out, the invited designer is asked to log in as the invited address first.
    await loggedOutPage.goto(`${server.url}/account/setup?invite=${token}`);
    await loggedOutPage.getByText(`Log in as ${COWORKER.email} to accept.`).waitFor({ timeout: WAIT_MS });
    await loggedOutPage.getByRole('form', { name: 'Log in' }).waitFor({ timeout: WAIT_MS });

    // Logged in as someone else, accepting gets the api's message.
    await ownerPage.goto(`${server.url}/account/setup?invite=${token}`);
    await ownerPage.getByRole('button', { name: 'Accept and join' }).click();
    await ownerPage
      .getByRole('alert')
      .getByText('This invitation is for another e-mail address. Please log in with the invited address.')
      .waitFor({ timeout: WAIT_MS });

    // Logged in as the invited designer, accepting needs no name or password.
    await coworkerPage.goto(`${server.url}/account/setup?invite=${token}`);
    await coworkerPage.getByRole('heading', { name: 'Join Team Kitchens' }).waitFor({ timeout: WAIT_MS });
    expect(await coworkerPage.getByLabel('Choose a password').count()).toBe(0);
    await coworkerPage.getByRole('button', { name: 'Accept and join' }).click();
    await coworkerPage.getByText('You joined Team Kitchens.').waitFor({ timeout: WAIT_MS });
    await coworkerPage
      .getByRole('heading', { name: 'Organisation Team Kitchens' })
      .waitFor({ timeout: WAIT_MS });
  });
});
