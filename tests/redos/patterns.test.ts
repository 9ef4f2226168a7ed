import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkSync } from 'recheck';

// The checker's own JavaScript build, in this process: no binary, no worker, the same verdict everywhere.
process.env.RECHECK_SYNC_BACKEND = 'pure';
import { collectPatterns, sourceFiles } from './collectPatterns';

/**
 * Every regular expression of the shop's code runs in linear time: a pattern that backtracks
 * super-linearly lets one request hold the server's only thread (an e-mail of 64 KB once took 9 s).
 * recheck decides it for each pattern found in the sources of every workspace (literals and
 * `new RegExp` with text known at build time), and names the file and line of any that is not.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WORKSPACES = ['domain/src', 'ui/src', 'client/src', 'storefront/src', 'backoffice/src', 'api/src'];

describe('regular expressions', () => {
  const { patterns, unreadable } = collectPatterns(ROOT, sourceFiles(ROOT, WORKSPACES));

  it('are found in every workspace', () => {
    for (const workspace of ['domain', 'ui', 'storefront', 'api']) {
      expect(patterns.some((pattern) => pattern.at.startsWith(`${workspace}/`)), workspace).toBe(true);
    }
  });

  it('each have a text the check can read', () => {
    expect(unreadable.map(({ at }) => `${at}: new RegExp with a text known only at run time`)).toEqual([]);
  });

  it('all match in linear time', { timeout: 180_000 }, () => {
    // One verdict per distinct pattern; the pure JavaScript checker needs no binary of its own.
    const verdicts = new Map<string, string | null>();
    const problems: string[] = [];
    for (const { source, flags, at } of patterns) {
      const key = `/${source}/${flags}`;
      if (!verdicts.has(key)) {
        const diagnostics = checkSync(source, flags, { timeout: 20_000 });
        verdicts.set(
          key,
          diagnostics.status === 'safe'
            ? null
            : diagnostics.status === 'vulnerable'
              ? `${diagnostics.complexity.type} backtracking, e.g. ${diagnostics.attack.pattern}`
              : `could not be decided (${diagnostics.error.kind})`,
        );
      }
      const verdict = verdicts.get(key);
      if (verdict) problems.push(`${at}: ${key} — ${verdict}`);
    }
    expect(problems).toEqual([]);
  });
});
