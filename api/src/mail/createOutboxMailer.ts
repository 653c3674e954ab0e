import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { loadNodemailer } from './loadNodemailer';
import type { Mailer } from './Mailer';

const FROM = 'KitchenSync <no-reply@kitchensync.local>';

/**
 * A mailer for machines without SMTP: each message becomes one .eml file a person can open.
 * Names start with the ISO time and a per-process counter, so sorting them by name sorts them by
 * sending order; the random tail keeps two processes sharing one folder from colliding.
 */
export function createOutboxMailer(outboxDir: string): Mailer {
  // Made on the first message: most processes never send one, and nodemailer is loaded with it.
  let transport: Transporter | null = null;
  let sequence = 0;
  return {
    async send({ to, subject, text }) {
      transport ??= loadNodemailer().createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
      const info = await transport.sendMail({ from: FROM, to, subject, text });
      if (!Buffer.isBuffer(info.message)) throw new Error('outbox mailer expected a buffered message');
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.eml`;
      await mkdir(outboxDir, { recursive: true });
      await writeFile(path.join(outboxDir, name), info.message);
    },
  };
}
