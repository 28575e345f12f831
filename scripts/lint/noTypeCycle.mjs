// ESLint rule `trainerlog/no-type-cycle`: import circles that close only through type imports.
// `import-x/no-cycle` skips every `import type` (a type import is erased, so it cannot break module loading), but the
// house counts type-only circles too: they tangle the same files and block moving them apart. This rule builds the
// whole import graph of the configured roots once per process (TypeScript's own pre-processor and module resolution,
// no type checking), finds its strongly connected components, and reports each type-only import that points into the
// importing file's own component. Circles made of value imports alone are left to `import-x/no-cycle`.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};
const graphs = new Map();

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    const isSource = entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts');
    return isSource && !file.includes(`${path.sep}node_modules${path.sep}`) ? [file] : [];
  });
}

function createResolver() {
  const cache = ts.createModuleResolutionCache(process.cwd(), (name) => name, compilerOptions);
  return (specifier, fromFile) => {
    const resolved = ts.resolveModuleName(specifier, fromFile, compilerOptions, ts.sys, cache).resolvedModule;
    return resolved ? path.resolve(resolved.resolvedFileName) : undefined;
  };
}

/** Tarjan's algorithm, iterative: each file's component id, and each component's files. */
function components(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const componentOf = new Map();
  const members = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = [...(edges.get(frame.node) ?? [])];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          componentOf.set(member, members.length);
          component.push(member);
        } while (member !== frame.node);
        members.push(component);
      }
    }
  }
  return { componentOf, members };
}

function buildGraph(roots, exempt) {
  const resolve = createResolver();
  const nodes = roots.flatMap(sourceFiles);
  const known = new Set(nodes);
  const isExempt = (file) => exempt.some((dir) => file.startsWith(dir + path.sep));
  const edges = new Map();
  for (const file of nodes) {
    const imports = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles;
    const targets = new Set();
    for (const { fileName } of imports) {
      const target = resolve(fileName, file);
      if (!target || !known.has(target) || target === file) continue;
      if (isExempt(file) && isExempt(target)) continue;
      targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges, resolve, ...components(nodes, edges) };
}

function graphFor(options) {
  const base = options.basePath ?? process.cwd();
  const roots = (options.roots ?? []).map((root) => path.resolve(base, root));
  const exempt = (options.exempt ?? []).map((dir) => path.resolve(base, dir));
  const key = JSON.stringify([roots, exempt]);
  if (!graphs.has(key)) graphs.set(key, buildGraph(roots, exempt));
  return graphs.get(key);
}

/** The shortest way back from `from` to `to` inside one component, for the message. */
function pathBack(graph, from, to, component) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const next of graph.edges.get(node) ?? []) {
      if (previous.has(next) || graph.componentOf.get(next) !== component) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  const route = [];
  for (let node = to; node; node = previous.get(node)) route.unshift(node);
  return route;
}

const isTypeOnly = (node) => {
  switch (node.type) {
    case 'ImportDeclaration':
      return (
        node.importKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'))
      );
    case 'ExportNamedDeclaration':
      return (
        node.exportKind === 'type' ||
        (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.exportKind === 'type'))
      );
    case 'ExportAllDeclaration':
      return node.exportKind === 'type';
    case 'TSImportType':
      return true;
    default:
      return false;
  }
};

const specifierOf = (node) =>
  node.type === 'TSImportType' ? node.argument?.literal?.value : (node.source?.value ?? undefined);

export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles that close through type-only imports.' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' } },
          exempt: { type: 'array', items: { type: 'string' } },
          basePath: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Type-only dependency cycle: {{route}}' },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const graph = graphFor(options);
    const filename = path.resolve(context.physicalFilename);
    const component = graph.componentOf.get(filename);
    if (component === undefined || graph.members[component].length < 2) return {};
    const base = options.basePath ?? process.cwd();
    const check = (node) => {
      const specifier = specifierOf(node);
      if (typeof specifier !== 'string' || !isTypeOnly(node)) return;
      const target = graph.resolve(specifier, filename);
      if (!target || target === filename || graph.componentOf.get(target) !== component) return;
      const route = [filename, ...pathBack(graph, target, filename, component)];
      context.report({
        node,
        messageId: 'cycle',
        data: { route: route.map((file) => path.relative(base, file)).join(' -> ') },
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      TSImportType: check,
    };
  },
};

export const trainerlogPlugin = { meta: { name: 'trainerlog' }, rules: { 'no-type-cycle': noTypeCycle } };
