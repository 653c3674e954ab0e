import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkImports, WORKSPACES } from './importRules';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe('layering rules', () => {
  it('schemas and client model import neither React, three nor express', () => {
    expect(checkImports('schemas/src/wall.ts', "import React from 'react';")).toHaveLength(1);
    expect(checkImports('client/src/model/geometry.ts', "import { Mesh } from 'three';")).toHaveLength(1);
    expect(
      checkImports('client/src/model/x.ts', "export { Canvas } from '@react-three/fiber';"),
    ).toHaveLength(1);
    expect(checkImports('schemas/src/x.ts', "const e = require('express');")).toHaveLength(1);
    expect(checkImports('client/src/scene/Wall.tsx', "import { Mesh } from 'three';")).toEqual([]);
  });

  it('schemas use no node-only APIs outside their tests', () => {
    expect(checkImports('schemas/src/x.ts', "import fs from 'node:fs';")).toHaveLength(1);
    expect(checkImports('schemas/src/x.ts', "import { join } from 'path';")).toHaveLength(1);
    expect(checkImports('schemas/src/x.test.ts', "import fs from 'node:fs';")).toEqual([]);
  });

  it('a workspace reaches another only through its index', () => {
    expect(checkImports('api/src/a.ts', "import { x } from '@kitchensync/schemas/src/wall';")).toHaveLength(
      1,
    );
    expect(checkImports('api/src/a.ts', "import { x } from '../../collab-server/src/room';")).toHaveLength(1);
    expect(checkImports('api/src/a.ts', "import { x } from '@kitchensync/schemas';")).toEqual([]);
    expect(checkImports('api/src/auth/a.ts', "import { x } from '../http/errors';")).toEqual([]);
  });

  it('the repository keeps every layering rule', () => {
    const violations = WORKSPACES.flatMap((workspace) =>
      sourceFiles(path.join(repoRoot, workspace)).flatMap((file) =>
        checkImports(path.relative(repoRoot, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
      ),
    );
    expect(violations).toEqual([]);
  });
});
