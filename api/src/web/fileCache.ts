import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';

// Files being made by this process: a burst of requests for one picture makes it once.
const making = new Map<string, Promise<boolean>>();

/**
 * Makes `file` with `make` unless it is there and `isFresh`; answers whether it was made now. The
 * bytes are written aside and renamed into place, so no reader (nor another process making the same
 * file) ever sees half a file.
 */
export function ensureFile(file: string, make: () => Promise<Buffer>, isFresh: (existing: Stats) => boolean = () => true): Promise<boolean> {
  const pending = making.get(file);
  if (pending) return pending;
  const work = (async () => {
    const existing = await stat(file).catch(() => undefined);
    if (existing && isFresh(existing)) return false;
    const bytes = await make();
    await mkdir(path.dirname(file), { recursive: true });
    const aside = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(aside, bytes);
    await rename(aside, file);
    return true;
  })().finally(() => making.delete(file));
  making.set(file, work);
  return work;
}
