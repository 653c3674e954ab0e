// Prints "N passed, N failed" from the vitest JSON reports in the given folder. When the test command
// failed before any runner wrote a report (typecheck, lint or format), that failure counts as one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [folder = 'reports', exitStatus = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let reports = 0;
if (existsSync(folder)) {
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(path.join(folder, name), 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    if (report.success === false && (report.numFailedTests ?? 0) === 0) failed += 1;
    reports += 1;
  }
}
if (exitStatus !== '0' && failed === 0) {
  console.log(reports === 0 ? 'the test command failed before the tests ran' : 'the test command failed');
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
