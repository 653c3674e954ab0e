import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../testing/tempDir';
import { createOutboxMailer } from './createOutboxMailer';

describe('createOutboxMailer', () => {
  let dir: ReturnType<typeof tempDir>;

  beforeEach(() => {
    dir = tempDir('api-outbox');
  });

  afterEach(() => {
    dir.remove();
  });

  it('writes each message as a readable .eml file with its recipient, subject and text', async () => {
    const outbox = path.join(dir.path, 'outbox');
    const mailer = createOutboxMailer(outbox);

    await mailer.send({ to: 'ana@example.com', subject: 'Your reset code', text: 'Your code is 123456.' });

    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/^Subject: Your reset code$/m);
    expect(eml).toContain('Your code is 123456.');
  });

  it('names files so that sorting by name gives the sending order', async () => {
    const mailer = createOutboxMailer(dir.path);
    const subjects = Array.from({ length: 5 }, (_, index) => `Message ${index}`);

    for (const subject of subjects) await mailer.send({ to: 'a@example.com', subject, text: subject });

    const sorted = readdirSync(dir.path).sort();
    const sortedSubjects = sorted.map(
      (file) => /^Subject: (.*)$/m.exec(readFileSync(path.join(dir.path, file), 'utf8'))?.[1],
    );
    expect(sortedSubjects).toEqual(subjects);
  });
});
