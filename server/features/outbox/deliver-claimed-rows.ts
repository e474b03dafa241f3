import { deliverRow } from './deliver-row.ts';
import { loadDeliveryContext } from './delivery-context.ts';
import type { DeliveryDeps } from './delivery-deps.ts';
import { finishClaims } from './outbox-results.repository.ts';
import type { ClaimedRow } from './webhook-logs.repository.ts';

/** Delivers a claimed batch all at once and writes the results in one statement. */
export async function deliverClaimedRows(deps: DeliveryDeps, rows: ClaimedRow[]) {
  const context = await loadDeliveryContext(deps.db, rows, deps.channels);
  const results = await Promise.all(
    rows.map(async (claimed) => ({ claimed, outcome: await deliverRow(deps, claimed, context) })),
  );
  await finishClaims(deps.db, results);
  return results;
}
