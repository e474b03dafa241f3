import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
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

describe('lockDataDir after a crash', () => {
  it('takes over at once a lock whose owner process no longer runs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agendei-lock-'));
    dirs.push(dir);
    // A child takes the lock and is killed with SIGKILL, as a crashed server would be.
    const holder = `import('${LOCK_MODULE}').then((m) => m.lockDataDir('${dir}'))
      .then(() => setInterval(() => undefined, 1000))`;
    const child = spawn(process.execPath, ['--import', 'tsx', '-e', holder], { stdio: 'ignore' });
    const exited = once(child, 'exit');
    const ownerFile = path.join(dir, '.agendei.lock-owner');
    while (!existsSync(ownerFile)) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGKILL');
    await exited;
    expect(existsSync(path.join(dir, '.agendei.lock'))).toBe(true);

    const release = await lockDataDir(dir, { waitMs: 0 });
    await release();
  });

  it('still refuses while the owner process runs', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agendei-lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir);
    writeFileSync(path.join(dir, '.agendei.lock-owner'), `${os.hostname()} ${process.ppid}\n`);
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
  });
});
