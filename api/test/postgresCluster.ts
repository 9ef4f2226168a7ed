import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, chmodSync, rmSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL cluster for the database tests: initdb in a temp folder,
 * started on a free loopback port as an unprivileged user (PostgreSQL refuses root),
 * stopped by its pid. Uses Debian's `postgresql` package (installed by .ci/run).
 */
export type Cluster = {
  url: (database: string) => string;
  /** Stops the server and deletes the cluster. */
  stop: () => Promise<void>;
  /** A restart's first half: the server shuts down fast (as `pg_ctl stop -m fast`), data kept. */
  stopServer: () => Promise<void>;
  /** The restart's second half: the same cluster on the same port. */
  startServer: () => Promise<void>;
};

function findBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'postgres'))) return path.join(root, v, 'bin');
  throw new Error('PostgreSQL no está instalado: `apt-get install postgresql` (o PG_BIN=/ruta/a/bin).');
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startCluster(): Promise<Cluster> {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'tienda-pg-'));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  // As root, run both initdb and the server as `nobody`; as anyone else, as ourselves.
  const runAs = (cmd: string, args: string[]) =>
    asRoot ? { cmd: 'setpriv', args: ['--reuid=nobody', '--regid=nogroup', '--clear-groups', cmd, ...args] } : { cmd, args };

  const dataDir = path.join(dir, 'data');
  const init = runAs(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  execFileSync(init.cmd, init.args, { stdio: 'ignore' });

  const port = await freePort();
  const start = runAs(path.join(bin, 'postgres'), [
    '-D', dataDir, '-p', String(port), '-k', dir,
    '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=200',
  ]);
  let server: ChildProcess | undefined;
  const startServer = async () => {
    server = spawn(start.cmd, start.args, { stdio: 'ignore' });
    await waitUntilReady(bin, port);
  };
  // SIGINT is PostgreSQL's fast shutdown: sessions are ended, open transactions rolled back.
  const stopServer = () =>
    new Promise<void>((resolve) => {
      if (!server || server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGINT');
    });

  await startServer();
  return {
    url: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stopServer,
    startServer,
    stop: async () => {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilReady(bin: string, port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres'], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('PostgreSQL no arrancó a tiempo');
}
