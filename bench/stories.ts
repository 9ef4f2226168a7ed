// Section 4 (story tests): the wall time of the whole story suite (play functions, axe, snapshots)
// run by tests/run-story-tests.js against a built Storybook, and per story on average.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fixed, table } from './lib/table';

export type StoriesResults = {
  storybookDir: string;
  /** Story files the run was limited to (test-storybook path patterns); empty for the whole suite. */
  only: string[];
  builtSeconds?: number;
  stories: number;
  tests: { passed: number; failed: number; total: number } | undefined;
  seconds: number;
  exitCode: number;
  logFile: string;
};

function timed(command: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, logFile: string): Promise<{ code: number; seconds: number; output: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const log = createWriteStream(logFile, { flags: 'a' });
    let output = '';
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      output += chunk.toString();
      if (output.length > 100_000) output = output.slice(-50_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('exit', (code) => {
      log.end();
      resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000, output });
    });
  });
}

export async function runStories(root: string, storybookDir: string | undefined, only: string[], logFile: string, log: (line: string) => void): Promise<StoriesResults> {
  let dir = path.resolve(root, storybookDir ?? 'storybook-static');
  let builtSeconds: number | undefined;
  let temporary = false;
  if (!existsSync(path.join(dir, 'index.json'))) {
    if (storybookDir) throw new Error(`${dir} has no built Storybook (index.json).`);
    dir = mkdtempSync(path.join(tmpdir(), 'tienda-bench-storybook-'));
    temporary = true;
    log(`[stories] no built Storybook in storybook-static: building one in ${dir}…`);
    const built = await timed(path.join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', dir], process.env, root, logFile);
    if (built.code !== 0) throw new Error(`storybook build failed (see ${logFile})`);
    builtSeconds = built.seconds;
  }
  try {
    const index = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { entries: Record<string, { type: string }> };
    const stories = Object.values(index.entries).filter((e) => e.type === 'story').length;
    log(`[stories] ${stories} stories in ${dir}; running ${only.length ? `the files matching ${only.join(', ')}` : 'the whole suite (this takes minutes)'}…`);
    const ran = await timed('node', ['tests/run-story-tests.js', ...only], { ...process.env, STORYBOOK_DIR: dir }, root, logFile);
    // Jest's summary line: 'Tests:       2 failed, 335 passed, 337 total'.
    const summary = /Tests:\s+(.*\d+ total)/.exec(ran.output)?.[1];
    const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(summary ?? '')?.[1] ?? 0);
    return {
      storybookDir: dir,
      only,
      ...(builtSeconds === undefined ? {} : { builtSeconds }),
      stories,
      tests: summary ? { passed: count('passed'), failed: count('failed'), total: count('total') } : undefined,
      seconds: ran.seconds,
      exitCode: ran.code,
      logFile,
    };
  } finally {
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}

export function storiesTable(r: StoriesResults): string {
  const tests = r.tests?.total ?? r.stories;
  return table(
    ['suite', 'stories', 'tests run', 'passed', 'failed', 'wall time', 'per story'],
    [
      [
        r.only.length ? `story files matching ${r.only.join(', ')}` : 'whole story suite (play + axe + snapshots)',
        r.only.length ? '—' : String(r.stories),
        r.tests ? String(r.tests.total) : '—',
        r.tests ? String(r.tests.passed) : '—',
        r.tests ? String(r.tests.failed) : '—',
        `${fixed(r.seconds, 1)} s`,
        tests ? `${fixed((1000 * r.seconds) / tests)} ms` : '—',
      ],
    ],
  );
}
