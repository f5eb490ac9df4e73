// Bundles the server and the shared package into dist/main.js, and the operator's command that adds
// a trainer into dist/add-trainer.js; npm dependencies stay external.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
// Workspace packages are TypeScript sources: bundle them; everything from npm stays external.
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@levelup/'),
);

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'add-trainer': 'src/db/add-trainer-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
