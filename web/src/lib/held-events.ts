/** What a person may do on a server-rendered page before its scripts take it over. */
const HELD_TYPES = ['click', 'input', 'change'] as const;

/**
 * Holds clicks and choices made on the server-rendered page before it is interactive, and
 * replays them once it is (the returned function), so an early tap is never lost. A click is
 * stopped (its default action too) and clicked again; an edit keeps its value and is announced
 * again to the now-listening page.
 */
export function holdEarlyEvents(root: HTMLElement): () => void {
  const held: Array<{ type: string; target: HTMLElement }> = [];
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLElement)) return;
    if (event.type === 'click') {
      event.preventDefault();
      event.stopPropagation();
    }
    held.push({ type: event.type, target: event.target });
  };
  for (const type of HELD_TYPES) root.addEventListener(type, hold, true);
  return () => {
    for (const type of HELD_TYPES) root.removeEventListener(type, hold, true);
    for (const { type, target } of held) {
      if (!target.isConnected) continue;
      if (type === 'click') target.click();
      else target.dispatchEvent(new Event(type, { bubbles: true }));
    }
  };
}
