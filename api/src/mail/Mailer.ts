/** Where the api sends mail (reset codes, verification codes, invites); SMTP or a local outbox. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
