// `npm run bench`: every benchmark, one after the other, each in its own process.
import { spawnSync } from 'node:child_process';

const benches = [
  'bench/slots-throughput.ts',
  'bench/slots-history-scaling.ts',
  'bench/admin-week-scaling.ts',
  'bench/shared-page-scaling.ts',
  'bench/reminders-drain.ts',
  'bench/kind-costs.ts',
  'bench/mixed-load.ts',
];
let failed = false;
for (const file of benches) {
  console.log(`\n## ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exitCode = failed ? 1 : 0;
