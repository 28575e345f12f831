// Proof that the import rules fire: the real eslint.config.js lints probes placed (in memory, never written) at real
// paths of the tree, and the circle fixtures in ./fixtures. Each probe must get exactly the expected reports, so a
// zone that silently stopped matching (a renamed folder, a wrong glob) fails here instead of letting imports through.
// Targets are picked from the folders on disk, so the probes follow the tree as files move.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths.mjs';

const web = 'apps/web/src';
const server = 'apps/server/src';
const core = 'packages/core/src';
let eslint;

beforeAll(() => {
  // ignore: false so the fixtures, which the normal run skips, can be linted with the same config.
  eslint = new ESLint({ cwd: repoRoot, ignore: false });
});

const folders = (dir) =>
  fs
    .readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Some source file under `dir` (repo-relative), other than an index.ts, to import from a probe. */
function someFile(dir, { index = false } = {}) {
  const files = fs
    .readdirSync(path.join(repoRoot, dir), { recursive: true })
    .map((name) => String(name))
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.includes('.test.'))
    .filter((name) => index || path.basename(name) !== 'index.ts')
    .sort();
  if (files.length === 0) throw new Error(`no source file under ${dir}`);
  return `${dir}/${files[0]}`;
}

const specifier = (fromFile, toFile) => {
  const relative = path.posix.relative(path.posix.dirname(fromFile), toFile);
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** Lints `import * as target from <target>` as if it were the file `probePath`; returns [ruleId, message] pairs. */
async function probe(probePath, target) {
  const spec = target.includes('/src/') || target.startsWith('apps/') ? specifier(probePath, target) : target;
  const code = `import * as target from '${spec}';\n\nexport { target };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, probePath) });
  return result.messages.map((message) => [message.ruleId, message.message]);
}

const zone = (text) => [['import-x/no-restricted-paths', expect.stringContaining(text)]];

describe('web boundaries', () => {
  const features = folders(`${web}/features`);

  it.each(features)('features/%s never imports another feature', async (feature) => {
    const other = features.find(
      (name) => name !== feature && fs.existsSync(path.join(repoRoot, web, 'features', name)),
    );
    const reports = await probe(`${web}/features/${feature}/__lint_probe__.ts`, someFile(`${web}/features/${other}`));
    expect(reports).toEqual(zone('A web feature never imports another feature'));
  });

  it('a feature still imports its own files, ui/ and data/', async () => {
    const feature = features[0];
    const probePath = `${web}/features/${feature}/__lint_probe__.ts`;
    expect(await probe(probePath, someFile(`${web}/features/${feature}`))).toEqual([]);
    expect(await probe(probePath, someFile(`${web}/ui`))).toEqual([]);
    expect(await probe(probePath, someFile(`${web}/data`))).toEqual([]);
  });

  it.each(['data', 'session', 'features', 'widgets', 'app'])('ui/ never imports %s/', async (layer) => {
    const reports = await probe(`${web}/ui/__lint_probe__.ts`, someFile(`${web}/${layer}`));
    // ui/ importing app/ breaks two rules at once: ui/ stays generic, and only app/ imports app/.
    const appRule = layer === 'app' ? zone('Only app/ imports app/') : [];
    expect(reports).toEqual([...zone('ui/ holds generic pieces'), ...appRule]);
  });

  it('widgets/ never import a feature', async () => {
    const reports = await probe(`${web}/widgets/__lint_probe__.ts`, someFile(`${web}/features`));
    expect(reports).toEqual(zone('widgets/ are shared by features'));
  });

  it('nothing but app/ imports app/', async () => {
    const appFile = someFile(`${web}/app`);
    expect(await probe(`${web}/data/__lint_probe__.ts`, appFile)).toEqual(zone('Only app/ imports app/'));
    expect(await probe(`${web}/__lint_probe__.ts`, appFile)).toEqual(zone('Only app/ imports app/'));
    expect(await probe(`${web}/app/layout/__lint_probe__.ts`, appFile)).toEqual([]);
    expect(await probe(`${web}/main.tsx`, appFile)).toEqual([]);
  });
});

describe('server boundaries', () => {
  const modules = folders(`${server}/modules`);

  it.each(modules)("modules/%s never imports another module's internals", async (name) => {
    const other = modules.find((candidate) => candidate !== name);
    const reports = await probe(`${server}/modules/${name}/__lint_probe__.ts`, someFile(`${server}/modules/${other}`));
    expect(reports).toEqual(zone("only through that module's index.ts"));
  });

  // Until the modules grow their index.ts files (issue 27) there is no index to import, and this test is skipped.
  const withIndex = modules.filter((name) => fs.existsSync(path.join(repoRoot, server, 'modules', name, 'index.ts')));
  it.runIf(withIndex.length > 0)("a module may import another module's index.ts", async () => {
    const importer = modules.find((name) => name !== withIndex[0]);
    const index = `${server}/modules/${withIndex[0]}/index.ts`;
    expect(await probe(`${server}/modules/${importer}/__lint_probe__.ts`, index)).toEqual([]);
  });

  it.each(['http', 'db'])('%s/ never imports modules/', async (layer) => {
    const reports = await probe(`${server}/${layer}/__lint_probe__.ts`, someFile(`${server}/modules`));
    expect(reports).toEqual(zone('http/ and db/ sit below the modules'));
  });
});

describe('core stays the pure domain', () => {
  it.each([`${server}/config.ts`, someFile(web)])('core never imports %s', async (target) => {
    expect(await probe(`${core}/__lint_probe__.ts`, target)).toEqual(zone('packages/core is the pure domain'));
  });

  it.each(['react', 'fastify', 'drizzle-orm', 'pg', '@trainerlog/server'])('core never imports %s', async (name) => {
    const reports = await probe(`${core}/__lint_probe__.ts`, name);
    expect(reports).toEqual([['no-restricted-imports', expect.stringContaining('packages/core is the pure domain')]]);
  });

  it('core imports zod', async () => {
    expect(await probe(`${core}/__lint_probe__.ts`, 'zod')).toEqual([]);
  });
});

describe('import circles', () => {
  const lint = async (file) => {
    const [result] = await eslint.lintFiles([path.join(repoRoot, 'scripts/lint/fixtures', file)]);
    return result.messages.map((message) => [message.ruleId, message.message]);
  };

  it('a value circle of two files is reported on both sides', async () => {
    expect(await lint('cycle/first.ts')).toEqual([['import-x/no-cycle', 'Dependency cycle detected']]);
    expect(await lint('cycle/second.ts')).toEqual([['import-x/no-cycle', 'Dependency cycle detected']]);
  });

  it("the drizzle schema's foreign-key circles (users <-> decks) are the one exception", async () => {
    expect(await lint('../../../apps/server/src/db/schema/users.ts')).toEqual([]);
  });

  it('a circle closed by a type import is reported at the type import', async () => {
    expect(await lint('type-cycle/shape.ts')).toEqual([]);
    expect(await lint('type-cycle/area.ts')).toEqual([
      [
        'trainerlog/no-type-cycle',
        'Type-only dependency cycle: scripts/lint/fixtures/type-cycle/area.ts -> ' +
          'scripts/lint/fixtures/type-cycle/shape.ts -> scripts/lint/fixtures/type-cycle/area.ts',
      ],
    ]);
  });
});
