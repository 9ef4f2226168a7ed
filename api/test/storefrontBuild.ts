import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the storefront's build is made of: its sources and those of the packages it bundles. */
const SOURCES = ['storefront/src', 'ui/src', 'domain/src', 'client/src', 'storefront/vite.config.ts', 'storefront/react-router.config.ts'];

function newestChange(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stat.mtimeMs);
}

/**
 * The storefront as the server mounts it (storefront/dist), built now if it is missing or older than
 * any of its sources: a suite that renders the real pages measures the code as it is, never a build
 * left from an earlier commit.
 */
export function builtStorefront(): string {
  const dir = path.join(ROOT, 'storefront', 'dist');
  const serverEntry = path.join(dir, 'server', 'index.js');
  const sourcesChanged = Math.max(...SOURCES.map((source) => newestChange(path.join(ROOT, source))));
  if (!existsSync(serverEntry) || statSync(serverEntry).mtimeMs < sourcesChanged) {
    execFileSync('npm', ['run', 'build', '-w', '@tienda/storefront'], { cwd: ROOT, stdio: 'ignore' });
  }
  return dir;
}
