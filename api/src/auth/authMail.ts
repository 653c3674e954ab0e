import { RESET_CODE_TTL_MS } from '@kitchensync/schemas';

const MINUTES = RESET_CODE_TTL_MS / 60_000;

/** The texts of the mails the accounts feature sends; the code is always on a line of its own. */
export const authMail = {
  loginCode(code: string) {
    return {
      subject: 'Your KitchenSync login code',
      text: `Someone is logging in to your KitchenSync account from a new browser.\n\nYour code:\n${code}\n\nIt is valid for ${MINUTES} minutes. If this was not you, change your password.`,
    };
  },
  resetCode(code: string) {
    return {
      subject: 'Your KitchenSync password reset code',
      text: `Use this code to choose a new password:\n${code}\n\nIt is valid for ${MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    };
  },
  invitation(organisationName: string, inviterName: string, link: string) {
    return {
      subject: `${inviterName} invited you to ${organisationName} on KitchenSync`,
      text: `${inviterName} invited you to design with ${organisationName} on KitchenSync.\n\nAccept the invitation here:\n${link}\n\nThe link is valid for 7 days.`,
    };
  },
};
