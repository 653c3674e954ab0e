import type { TestApi } from './startTestApi';

/** The six-digit code of the last mail sent to `to`; fails the test when there is none. */
export function mailedCode(api: TestApi, to: string): string {
  const mail = api.sentMail.filter((message) => message.to === to).at(-1);
  const code = mail && /^(\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code was mailed to ${to}`);
  return code;
}
