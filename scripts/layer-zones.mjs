// The layers of the code as lint zones (import-x/no-restricted-paths, read by eslint.config.js):
// each zone names the files (`target`) that may not import from `from`. docs/decisions/066 draws
// them.
import { readdirSync } from 'node:fs';

const webFeatures = readdirSync(new URL('../web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What sits above the features on the server: the loops, and the two interfaces for systems. */
const aboveFeatures = ['./server/jobs', './server/mcp', './server/api-v1'];

export function layerZones() {
  return [
    {
      target: './core',
      from: ['./server', './web'],
      message: 'core/ is shared by server and web and imports neither.',
    },
    {
      target: './server/kernel',
      from: './server',
      except: ['./kernel'],
      message: 'The kernel is imported by every layer and imports none of them.',
    },
    ...['./server/db', './server/plugins', './server/realtime'].map((target) => ({
      target,
      from: ['./server/features', ...aboveFeatures],
      message: `${target.slice(2)} is below the features: it imports no feature, job, mcp or api-v1 (pass what it needs in).`,
    })),
    {
      target: './server/features',
      from: aboveFeatures,
      message: 'A feature imports no job, mcp or api-v1: they are built on the features.',
    },
    {
      target: ['./web/src/components', './web/src/lib'],
      from: ['./web/src/features', './web/src/pages'],
      message: 'Shared components and lib import no feature or page.',
    },
    ...webFeatures.map((feature) => ({
      target: `./web/src/features/${feature}`,
      from: './web/src/features',
      except: [`./${feature}`],
      message: 'A web feature imports no other feature: compose them in a page.',
    })),
  ];
}
