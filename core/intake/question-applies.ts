/** Does a question limited to some services (ids of products or office services) apply? */
export function questionApplies(
  serviceIds: readonly string[],
  chosen: readonly (string | null | undefined)[],
): boolean {
  return serviceIds.length === 0 || chosen.some((id) => !!id && serviceIds.includes(id));
}
