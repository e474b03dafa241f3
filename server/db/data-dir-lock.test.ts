import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('refuses a second holder of the same data folder until the first releases it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agendei-lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    const again = await lockDataDir(dir, { waitMs: 0 });
    await again();
  });
});
