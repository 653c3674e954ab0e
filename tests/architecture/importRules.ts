import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const WORKSPACES = ['schemas', 'api', 'collab-server', 'client', 'scripts', 'tests'] as const;

const UI_AND_SERVER_FRAMEWORKS = [
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^three($|\/)/,
  /^@react-three\//,
  /^express($|\/)/,
];
const NODE_BUILTINS = new Set(builtinModules);

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: string;
}

function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(specifier.split('/')[0]!);
}

function workspaceOf(repoRelativePath: string): string | undefined {
  const top = repoRelativePath.split('/')[0];
  return WORKSPACES.find((workspace) => workspace === top);
}

/** The module specifiers a file imports, exports from or requires, as the compiler reads them. */
export function importedSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The layering rules of DESIGN.md section 2 for one file, given by its path relative to the repo
 * root (forward slashes).
 */
export function checkImports(file: string, source: string): ImportViolation[] {
  const workspace = workspaceOf(file);
  const isPure = file.startsWith('schemas/') || file.startsWith('client/src/model/');
  const isTest = /\.test\.tsx?$/.test(file);
  const violations: ImportViolation[] = [];
  for (const specifier of importedSpecifiers(source)) {
    if (isPure && UI_AND_SERVER_FRAMEWORKS.some((pattern) => pattern.test(specifier))) {
      violations.push({ file, specifier, rule: 'pure logic imports no React, three or express' });
    }
    if (file.startsWith('schemas/') && !isTest && isNodeBuiltin(specifier)) {
      violations.push({ file, specifier, rule: 'schemas use no node-only APIs' });
    }
    const deep = /^@kitchensync\/([^/]+)\/.+/.exec(specifier);
    if (deep) {
      violations.push({ file, specifier, rule: `import @kitchensync/${deep[1]} only through its index` });
    }
    if (specifier.startsWith('.') && workspace !== undefined) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const targetWorkspace = workspaceOf(target);
      if (targetWorkspace !== workspace) {
        violations.push({ file, specifier, rule: 'a relative import stays inside its workspace' });
      }
    }
  }
  return violations;
}
