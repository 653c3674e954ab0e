import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './createSmtpMailer';

interface Received {
  from: string;
  to: string[];
  data: string;
}

async function startSink(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('createSmtpMailer', () => {
  let sink: Awaited<ReturnType<typeof startSink>> | undefined;
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
  });

  it('delivers each message over SMTP with its sender, recipient, subject and text', async () => {
    sink = await startSink();
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${sink.port}`,
      'KitchenSync <no-reply@kitchensync.test>',
    );
    try {
      await mailer.send({ to: 'ana@example.com', subject: 'Your code', text: 'Your code:\n123456\n' });
    } finally {
      mailer.close();
    }
    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message?.from).toBe('no-reply@kitchensync.test');
    expect(message?.to).toEqual(['ana@example.com']);
    expect(message?.data).toMatch(/^Subject: Your code$/m);
    expect(message?.data).toMatch(/^123456$/m);
  });

  it('fails the send when no SMTP server answers, so callers see undelivered mail', async () => {
    sink = await startSink();
    const port = sink.port;
    await sink.close();
    sink = undefined;
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${port}?connectionTimeout=2000`,
      'no-reply@kitchensync.test',
    );
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.close();
  });
});
