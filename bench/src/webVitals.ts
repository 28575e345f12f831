/**
 * Lighthouse over the built web app (issue 28): each route, as a guest on a fresh profile and as a signed-in member,
 * on Lighthouse's default mobile profile (a mid-range phone: 4× slower CPU, slow 4G, simulated), with the figures
 * checked against the targets. Used by `npm run bench:web` (run-web.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

export type BenchUser = 'guest' | 'member';

export interface RouteFigures {
  route: string;
  user: BenchUser;
  performance: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  cls: number;
  accessibility: number;
  /** Lighthouse's own warnings for the run (e.g. the page did not settle), empty when none. */
  warnings: string[];
}

export const DEFAULT_ROUTES = [
  '/',
  '/dashboard',
  '/log-match/tcg',
  '/log-match/vgc',
  '/import-match',
  '/decks',
  '/analytics/tcg/matches',
  '/analytics/vgc/matches',
];

/** The targets: met when the figure is on the right side of each. */
export const TARGETS = {
  performance: { at: 0.9, atLeast: true, label: '≥ 0.9' },
  lcpMs: { at: 2500, atLeast: false, label: '≤ 2.5 s' },
  tbtMs: { at: 200, atLeast: false, label: '≤ 200 ms' },
  cls: { at: 0.1, atLeast: false, label: '≤ 0.1' },
  accessibility: { at: 0.95, atLeast: true, label: '≥ 0.95' },
} as const;
type Target = keyof typeof TARGETS;

export function meets(figure: Target, value: number): boolean {
  const target = TARGETS[figure];
  return target.atLeast ? value >= target.at : value <= target.at;
}

export function allTargetsMet(figures: RouteFigures): boolean {
  return (Object.keys(TARGETS) as Target[]).every((figure) => meets(figure, figures[figure]));
}

/** The same flags the browser tests use: headless, no sandbox (root in a container), nothing fetched on its own. */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export interface LighthouseRunOptions {
  chromePath: string;
  /** The app's origin, e.g. http://127.0.0.1:41234. */
  origin: string;
  /** The member's session token (what the login screen keeps in localStorage); the guest run has none. */
  memberToken?: string;
}

/** One Lighthouse run of one route, in a Chromium of its own with a profile of its own. */
export async function lighthouseRun(route: string, user: BenchUser, options: LighthouseRunOptions) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-bench-web-chrome-'));
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  try {
    if (user === 'member') {
      if (!options.memberToken) throw new Error('the member run needs the member token');
      await signIn(chrome.port, options.origin, options.memberToken);
    }
    // On a machine this busy Lighthouse can lose a DevTools answer (PROTOCOL_TIMEOUT) in a promise of its own that
    // nothing awaits: caught here, it fails this run (which is measured again) instead of ending the process.
    let escaped: (reason: unknown) => void = () => {};
    const lostAnswer = new Promise<never>((_, reject) => (escaped = reject));
    process.on('unhandledRejection', escaped);
    const measured = lighthouse(`${options.origin}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The member's session is in the profile's localStorage; resetting storage would sign them out. The profile is
      // new, so nothing else of the app is cached: the member's run is as cold as the guest's.
      disableStorageReset: user === 'member',
    });
    const result = await Promise.race([measured, lostAnswer]).finally(() => process.off('unhandledRejection', escaped));
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const { lhr } = result;
    // BENCH_WEB_REPORTS=<folder> keeps each run's whole report (the diagnostics: long tasks, script evaluation).
    const reportsDir = process.env.BENCH_WEB_REPORTS;
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      const name = `${user}${route.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${route}: ${lhr.runtimeError.message}`);
    const score = (category: string) => lhr.categories[category]?.score ?? 0;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const figures: RouteFigures = {
      route,
      user,
      performance: score('performance'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      accessibility: score('accessibility'),
      warnings: lhr.runWarnings,
    };
    return figures;
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Signs the member in the way the login screen does (the token in localStorage), from a page of the app's origin that
 * is not the app (/api/health): no script, stylesheet or service worker of the app is loaded or cached before the run.
 */
async function signIn(port: number, origin: string, token: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/api/health`);
    // Run in the page (the bench compiles without the DOM's types, hence globalThis).
    await page.evaluate((value) => {
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
        .localStorage;
      storage.setItem('token', value);
      // The one-time feature announcement is for a member's first visit, not the hundredth.
      storage.setItem('trainerlog_announcement_seen', '1');
    }, token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** The run whose performance score is the median of `runs` (Lighthouse's advice for repeated runs). */
export function medianRun(runs: RouteFigures[]): RouteFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const mark = (figure: Target, value: number, text: string) => `${text} ${meets(figure, value) ? '✓' : '✗'}`;

/** The table of the issue: route | user | performance | LCP | TBT | CLS | accessibility, each target marked. */
export function formatTable(rows: RouteFigures[]): string[] {
  const header = ['route', 'user', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility'];
  const targets = [
    '',
    'target',
    TARGETS.performance.label,
    TARGETS.lcpMs.label,
    TARGETS.tbtMs.label,
    TARGETS.cls.label,
    TARGETS.accessibility.label,
  ];
  const body = rows.map((row) => [
    row.route,
    row.user,
    mark('performance', row.performance, row.performance.toFixed(2)),
    mark('lcpMs', row.lcpMs, `${(row.lcpMs / 1000).toFixed(1)} s`),
    mark('tbtMs', row.tbtMs, `${Math.round(row.tbtMs).toLocaleString('en')} ms`),
    mark('cls', row.cls, row.cls.toFixed(3)),
    mark('accessibility', row.accessibility, row.accessibility.toFixed(2)),
  ]);
  const all = [header, targets, ...body];
  const widths = header.map((_, column) => Math.max(...all.map((cells) => cells[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    line(targets),
    ...body.map(line),
  ];
}
