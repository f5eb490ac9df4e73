import { readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const dist = 'apps/web/dist';
const m = JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean; src?: string }>;
function closure(key: string, into = new Set<string>()) { const c = m[key]; if (!c || into.has(key)) return into; into.add(key); for (const i of c.imports ?? []) closure(i, into); return into; }
const entryKey = Object.keys(m).find((k) => m[k]?.isEntry) as string;
const size = (k: string) => gzipSync(readFileSync(`${dist}/${m[k]?.file}`)).length / 1024;
const show = (label: string, keys: Set<string>) => { console.log(label); for (const k of [...keys].sort((a, b) => size(b) - size(a))) console.log(`  ${size(k).toFixed(1).padStart(6)} ${m[k]?.file} ${k}`); };
const entry = closure(entryKey);
show('ENTRY', entry);
for (const arg of process.argv.slice(2)) { const c = closure(arg); for (const k of entry) c.delete(k); show(arg, c); }
