import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const WAIT_MS = 30_000;

/** The signed-in person of `page` subscribes to the Team business plan through the local test gateway. */
export async function subscribeToTeamPlan(page: Page, baseUrl: string, email: string): Promise<void> {
  const answer = await page.request.post(`${baseUrl}/api/subscribe`, {
    data: {
      planId: 'team',
      additionalLicenses: 0,
      payment: { nonce: 'fake-valid-nonce' },
      administratorEmail: email,
      name: 'Team Kitchens',
      gateway: 'test',
    },
  });
  if (answer.status() !== 201)
    throw new Error(`subscribing failed: ${answer.status()} ${await answer.text()}`);
}

/** The invitation token in the newest outbox mail to `to` (the mail may be quoted-printable). */
export async function mailedInviteToken(dataDir: string, to: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const text = (await readFile(path.join(outbox, name), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const token = /invite=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      if (text.includes(`To: ${to}`) && token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation was mailed to ${to}`);
}

/**
 * The owner of a business plan (signed in on `ownerPage`) invites `coworker.email` to the
 * organisation; the coworker accepts in their own browser, setting name and password, and is then
 * signed in there.
 */
export async function addCoworker(
  ownerPage: Page,
  coworkerPage: Page,
  baseUrl: string,
  dataDir: string,
  coworker: { email: string; name: string },
): Promise<void> {
  const invited = await ownerPage.request.post(`${baseUrl}/api/organisation/invites`, {
    data: { email: coworker.email },
  });
  if (invited.status() !== 201)
    throw new Error(`inviting failed: ${invited.status()} ${await invited.text()}`);
  const token = await mailedInviteToken(dataDir, coworker.email);
  const accepted = await coworkerPage.request.post(`${baseUrl}/api/invitations/${token}/accept`, {
    data: { name: coworker.name, password: 'correct horse battery' },
  });
  if (!accepted.ok()) throw new Error(`accepting failed: ${accepted.status()} ${await accepted.text()}`);
}
