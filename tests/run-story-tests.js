// Serves the built Storybook on a free loopback port and runs the story tests
// (play functions, axe, visual snapshots) against it in Debian's Chromium.
// Arguments go to test-storybook; `-u` rewrites baselines on purpose.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';

const args = process.argv.slice(2);
const updating = args.includes('-u') || args.includes('--updateSnapshot');

// STORYBOOK_DIR lets several builds be tested side by side (helpers, benchmarks).
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';
if (!existsSync(`${storybookDir}/index.json`)) {
  console.error('No hay build de Storybook: corré `npm run build-storybook` primero.');
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address();
    probe.close(() => resolve(port));
  });
});

// The binary itself (not through npx) so that stopping it really stops the server.
const server = spawn('node_modules/.bin/http-server', [storybookDir, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], {
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', () => { stop(); process.exit(130); });

const run = (cmd, cmdArgs) =>
  new Promise((resolve) => spawn(cmd, cmdArgs, { stdio: 'inherit' }).on('exit', (code) => resolve(code ?? 1)));

let code = await run('npx', ['wait-on', '--timeout', '30000', `tcp:127.0.0.1:${port}`]);
if (code === 0) {
  // --ci refuses to write missing baselines, so a forgotten baseline fails instead of passing silently.
  const ci = updating ? [] : ['--ci'];
  code = await run('node_modules/.bin/test-storybook', [ '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...ci, ...args]);
}
stop();
process.exit(code);
