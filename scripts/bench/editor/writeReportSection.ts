import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

/**
 * Replaces the block between `<!-- bench:NAME:start -->` and `<!-- bench:NAME:end -->` in `file`,
 * keeping the hand-written text around it, formatted as the repo's Prettier config wants. A file
 * without the markers is left alone and named in the error, so no figures land in the wrong place.
 */
export async function writeReportSection(file: string, name: string, generated: string): Promise<void> {
  const start = `<!-- bench:${name}:start (generated; edit outside these markers) -->`;
  const end = `<!-- bench:${name}:end -->`;
  const current = readFileSync(file, 'utf8');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file} has no "${start}" … "${end}" block to write into`);
  const text = `${current.slice(0, from + start.length)}\n\n${generated}\n\n${current.slice(to)}`;
  const config = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
}
