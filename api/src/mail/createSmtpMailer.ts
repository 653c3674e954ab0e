import { loadNodemailer } from './loadNodemailer';
import type { Mailer } from './Mailer';

/**
 * Mail through an SMTP server named by a URL (`smtp://user:pass@host:587`, `smtps://…:465`;
 * nodemailer reads TLS and auth from it). `from` is the sender, e.g. `KitchenSync <no-reply@…>`.
 */
export function createSmtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = loadNodemailer().createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
