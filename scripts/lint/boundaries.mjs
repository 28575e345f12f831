// The import boundaries `npm run lint` keeps, as `import-x/no-restricted-paths` zones (bulletproof-react's way).
// The per-feature and per-module zones are generated from the folders on disk, so a new feature or server module is
// fenced in the day it is created, with no list to keep up to date. Paths are relative to the repository root.
import fs from 'node:fs';
import path from 'node:path';

const subfolders = (root, dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Web app: features stay apart, `ui/` stays generic, `widgets/` sit under features, `app/` sits on top. */
export function webZones(root) {
  const src = 'apps/web/src';
  const features = subfolders(root, `${src}/features`);
  const featureZones = features.map((feature) => ({
    target: `${src}/features/${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `${src}/features/${other}`),
    message: 'A web feature never imports another feature: move what both need to ui/, widgets/ or data/.',
  }));
  return [
    ...featureZones.filter((zone) => zone.from.length > 0),
    {
      target: `${src}/ui`,
      from: ['data', 'session', 'features', 'widgets', 'app'].map((dir) => `${src}/${dir}`),
      message: 'ui/ holds generic pieces: it never imports data/, session/, features/, widgets/ or app/.',
    },
    {
      target: `${src}/widgets`,
      from: `${src}/features`,
      message: 'widgets/ are shared by features: they never import a feature.',
    },
    {
      // Every web source file outside app/, except the entry main.tsx, which mounts the app.
      target: [`${src}/!(app)/**`, `${src}/!(main).{ts,tsx}`],
      from: `${src}/app`,
      message: 'Only app/ imports app/: it is the top layer that wires features together.',
    },
  ];
}

/** Server: a module reaches another only through its `index.ts`; `http/` and `db/` sit below the modules. */
export function serverZones(root) {
  const src = 'apps/server/src';
  const modules = subfolders(root, `${src}/modules`);
  const moduleZones = modules.map((name) => ({
    target: `${src}/modules/${name}`,
    from: modules.filter((other) => other !== name).map((other) => `${src}/modules/${other}`),
    except: ['./index.ts'],
    message: "A server module imports another module only through that module's index.ts.",
  }));
  return [
    ...moduleZones.filter((zone) => zone.from.length > 0),
    {
      target: [`${src}/http`, `${src}/db`],
      from: `${src}/modules`,
      message: 'http/ and db/ sit below the modules: they never import modules/.',
    },
  ];
}

/** Core is the pure domain: it never imports application code. */
export function coreZones() {
  return [
    {
      target: 'packages/core',
      from: ['apps', 'e2e', 'bench', 'scripts'],
      message: 'packages/core is the pure domain: it never imports apps/, e2e/, bench/ or scripts/.',
    },
  ];
}

/** Packages the pure domain must not use (frameworks, the database, the workspaces built on top of it). */
export const coreForbiddenPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@mantine/*',
  '@tanstack/*',
  'fastify',
  'fastify/*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-zod',
  'pg',
  'pg/*',
  '@trainerlog/server',
  '@trainerlog/server/*',
  '@trainerlog/web',
  '@trainerlog/web/*',
  '@trainerlog/e2e',
  '@trainerlog/e2e/*',
  '@trainerlog/bench',
  '@trainerlog/bench/*',
];
