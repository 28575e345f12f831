// `npm test`: every suite that can run on this machine, then one closing line "N passed, N failed".
//   core unit tests · the lint rules' self-test (they fire on probes that break them) · web unit tests · server
//   integration tests on the embedded PostgreSQL (and again on DATABASE_URL when it is set) · browser tests in the
//   system Chromium against the built app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled } from './lib/install.mjs';
import { ensureWebBuilt } from './lib/build-web.mjs';
import { findChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

ensureInstalled();

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trainerlog-test-'));
const vitest = path.join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');
const suites = [
  { name: 'core unit', root: 'packages/core' },
  { name: 'lint rules', root: 'scripts/lint' },
  { name: 'web unit', root: 'apps/web' },
  { name: 'server integration (embedded PostgreSQL)', root: 'apps/server', env: { TEST_DATABASE_URL: '' } },
];
if (process.env.DATABASE_URL) {
  suites.push({
    name: 'server integration (DATABASE_URL)',
    root: 'apps/server',
    env: { TEST_DATABASE_URL: process.env.DATABASE_URL },
  });
}

const chromium = findChromium();
if (chromium) {
  suites.push({ name: 'browser (Chromium)', root: 'e2e', env: { CHROMIUM_PATH: chromium }, needsWebBuild: true });
} else if (process.env.E2E_REQUIRED === '1') {
  console.error("Browser tests: no Chromium found (install Debian's chromium) and E2E_REQUIRED=1.");
  suites.push({ name: 'browser (Chromium)', missing: true });
} else {
  console.log("Browser tests skipped: no Chromium found (install Debian's chromium or set CHROMIUM_PATH).");
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// The names of failed tests, repeated at the very end: CI keeps only the tail of a long run's output.
const failedTests = [];
function failedTestNames(suiteName, json) {
  const names = [];
  for (const file of json.testResults ?? []) {
    const relative = path.relative(repoRoot, file.name ?? '');
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      names.push(`${suiteName} · ${relative} › ${test.fullName ?? test.title}\n      ${message}`);
    }
    if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
      names.push(`${suiteName} · ${relative}: ${(file.message ?? '').split('\n')[0].slice(0, 300)}`);
    }
  }
  return names;
}
for (const [index, suite] of suites.entries()) {
  if (suite.missing) {
    failed += 1;
    failures.push(`${suite.name}: Chromium missing`);
    continue;
  }
  if (suite.needsWebBuild) ensureWebBuilt();
  console.log(`\n=== ${suite.name} ===`);
  const report = path.join(reportDir, `suite-${index}.json`);
  const code = await run(
    process.execPath,
    [vitest, 'run', '--root', suite.root, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: repoRoot, env: { ...process.env, ...suite.env } },
  );
  let counts = null;
  try {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    failedTests.push(...failedTestNames(suite.name, json));
    counts = {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + json.numTodoTests,
    };
  } catch {
    // No report: the run died before writing one (a crash in setup); it counts as one failure below.
  }
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (code !== 0) {
    failures.push(`${suite.name}: exit code ${code}`);
    if (!counts || counts.failed === 0) failed += 1;
  } else if (counts && counts.passed === 0) {
    failures.push(`${suite.name}: ran no test`);
    failed += 1;
  }
}
fs.rmSync(reportDir, { recursive: true, force: true });

if (failedTests.length) console.error(`\nFailed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.error(`\nFailed suites:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
