import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../serverConfig';

interface Lockfile {
  packages: Record<string, { hasInstallScript?: boolean }>;
}

describe('allowScripts in package.json', () => {
  it('decides on every dependency with an install script, so npm install warns about none (@scarf/scarf declined)', () => {
    const read = (file: string): unknown => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
    const { allowScripts } = read('package.json') as { allowScripts: Record<string, boolean> };
    const { packages } = read('package-lock.json') as Lockfile;
    const withScripts = Object.entries(packages)
      .filter(([, entry]) => entry.hasInstallScript === true)
      .map(([location]) => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect([...new Set(withScripts)].filter((name) => !(name in allowScripts))).toEqual([]);
    expect(allowScripts['@scarf/scarf']).toBe(false);
  });
});
