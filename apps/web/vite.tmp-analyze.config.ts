import { defineConfig, mergeConfig, type Plugin } from 'vite';
import base from './vite.config.ts';
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
const dump: Plugin = {
  name: 'dump',
  apply: 'build',
  generateBundle(_o, bundle) {
    const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
    const landing = new Set<string>();
    const walk = (f: string) => { const c = bundle[f]; if (landing.has(f) || c?.type !== 'chunk') return; landing.add(f); c.imports.forEach(walk); };
    chunks.filter((c) => c.isEntry).forEach((c) => walk(c.fileName));
    const rows: [number, string, string][] = [];
    for (const f of landing) {
      const c = bundle[f] as any;
      for (const [id, m] of Object.entries<any>(c.modules)) rows.push([m.code ? gzipSync(m.code).length : 0, m.renderedLength, id.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')].map(String) as any);
    }
    const imp: Record<string, string[]> = {};
    for (const r of rows) { const full = Object.keys((bundle[[...landing].find((f) => (bundle[f] as any).modules)!] as any).modules)[0]; void full; }
    for (const f of landing) for (const id of Object.keys((bundle[f] as any).modules)) { const info = this.getModuleInfo(id); if (info) imp[id.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')] = [...info.importers, ...info.dynamicImporters.map((d) => 'DYN:' + d)].map((x) => x.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')); }
    fs.writeFileSync('/tmp/landing-modules.json', JSON.stringify({ rows, landing: [...landing], imp }));
  },
};
export default mergeConfig(base, defineConfig({ plugins: [dump], build: { outDir: '/tmp/sizes-dist' } }));
