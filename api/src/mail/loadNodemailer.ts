import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';

const requirePackage = createRequire(import.meta.url);

/**
 * nodemailer, loaded when a mailer first needs it: about 1.5 MB of heap and 2 MB of RSS that an idle
 * product process, which has sent no mail, would otherwise hold (docs/benchmarks.md, issue 18).
 */
export function loadNodemailer(): typeof Nodemailer {
  return requirePackage('nodemailer') as typeof Nodemailer;
}
