import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';

/** What the figures were measured on, and of which code: printed above every table. */
export type Machine = { cpu: string; cores: number; ramGiB: number; node: string; commit: string; dirty: boolean; date: string };

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

export function readMachine(now = new Date()): Machine {
  const all = cpus();
  let commit = 'unknown';
  let dirty = false;
  try {
    commit = git(['rev-parse', '--short', 'HEAD']);
    // Read-only look at the working tree: figures of uncommitted code are marked as such.
    dirty = git(['status', '--porcelain', '--untracked-files=no']) !== '';
  } catch {
    // Not a git checkout: the figures still print, without a commit.
  }
  return {
    cpu: (all[0]?.model ?? 'unknown CPU').replace(/\s+/g, ' ').trim(),
    cores: all.length,
    ramGiB: totalmem() / 2 ** 30,
    node: process.version,
    commit,
    dirty,
    date: now.toISOString(),
  };
}

export const commitLabel = (m: Machine) => `${m.commit}${m.dirty ? ' + uncommitted changes' : ''}`;

export const machineLine = (m: Machine) =>
  `_${m.cpu}, ${m.cores} cores, ${m.ramGiB.toFixed(1)} GiB RAM · Node ${m.node} · commit ${commitLabel(m)} · ${m.date.slice(0, 16).replace('T', ' ')} UTC_`;
