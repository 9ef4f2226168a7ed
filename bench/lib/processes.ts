import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { createServer } from 'node:net';

// What must be stopped if the benchmark is interrupted (Ctrl-C): servers, clusters, temp folders.
const cleanups = new Set<() => Promise<void> | void>();
export function onInterrupt(cleanup: () => Promise<void> | void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping what the benchmark started…`);
    for (const cleanup of [...cleanups].reverse()) {
      try {
        await cleanup();
      } catch {
        // Keep stopping the rest.
      }
    }
    process.exit(130);
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A child in its own process group, so that stopping it also stops what it started (npm → sh → node). */
export type Child = { process: ChildProcess; output: () => string; stop: () => Promise<void> };

export function startChild(command: string, args: string[], options: SpawnOptions & { echo?: boolean; stdoutFile?: string } = {}): Child {
  const stdoutFd = options.stdoutFile ? openSync(options.stdoutFile, 'a') : undefined;
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', stdoutFd ?? 'pipe', 'pipe'] });
  if (stdoutFd !== undefined) closeSync(stdoutFd);
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const forget = onInterrupt(() => stop());
  async function stop() {
    forget();
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The group this child leads, by its id (never by name).
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 10_000);
    await exited;
    clearTimeout(timer);
  }
  return {
    process: child,
    output: () => output,
    stop,
  };
}

/** Polls `url` until it answers 2xx, the child dies, or the time is up. */
export async function waitForHttp(url: string, child: Child, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`The server stopped before answering ${url}:\n${child.output().slice(-4000)}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No answer from ${url} after ${timeoutMs / 1000} s:\n${child.output().slice(-4000)}`);
}

/** Runs a command to its end, output passed through to ours; answers the exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
