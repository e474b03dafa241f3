import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppProcess, signal, startAppProcess, stopAppProcess } from './support/app-process.ts';
import { createProfessional } from './support/agenda-setup.ts';
import { callApi, expectApi } from './support/http-api.ts';
import { waitUntil } from './support/wait-until.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agendei-embedded-'));
const started: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((app) => stopAppProcess(app)));
  rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded server: PGlite in DATA_DIR, no DATABASE_URL. */
async function startEmbedded(name: string) {
  const app = await startAppProcess(name, { DATA_DIR: dataDir });
  started.push(app);
  return app;
}

const HOUR = 3_600_000;
const firstHour = Math.ceil(Date.now() / HOUR) * HOUR + 2 * 24 * HOUR;

describe('the embedded database killed during writes', () => {
  it('starts again on the same folder with every acknowledged booking', async () => {
    const first = await startEmbedded('E-embedded');
    const pro = await createProfessional(first.base);
    const acknowledged: string[] = [];
    let writing = true;
    // Four writers, each booking its own hours one after another, until the process is gone.
    const writers = [0, 1, 2, 3].map(async (lane) => {
      for (let index = 0; writing; index++) {
        const answer = await callApi(first.base, 'POST', '/api/appointments', {
          token: pro.token,
          body: {
            clientName: `Cliente ${lane}-${index}`,
            clientEmail: `c${lane}-${index}@example.com`,
            startTime: new Date(firstHour + (lane * 1000 + index) * HOUR).toISOString(),
          },
        });
        if (answer.status === 201) acknowledged.push(answer.body.id!);
        else if (answer.status === 0)
          return; // the server is gone
        else throw new Error(`unexpected ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    });
    await waitUntil('some bookings to be acknowledged', () => acknowledged.length >= 20);
    signal(first.pid, 'SIGKILL');
    await first.exited;
    writing = false;
    await Promise.all(writers);

    // A crashed holder leaves its lock behind; the new process must get past it by itself.
    const second = await startEmbedded('E-embedded-restarted');
    const from = new Date(firstHour - HOUR).toISOString();
    const to = new Date(firstHour + 5000 * HOUR).toISOString();
    const listed = await expectApi(
      200,
      second.base,
      'GET',
      `/api/appointments?from=${from}&to=${to}`,
      { token: pro.token },
    );
    const ids = new Set((listed as unknown as Array<{ id: string }>).map((row) => row.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    // And it takes writes again.
    await expectApi(201, second.base, 'POST', '/api/appointments', {
      token: pro.token,
      body: {
        clientName: 'Depois do reinício',
        clientEmail: 'depois@example.com',
        startTime: new Date(firstHour - HOUR).toISOString(),
      },
    });
  });
});
