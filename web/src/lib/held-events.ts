/** What a person may do on a server-rendered page before its scripts take it over. */
const HELD_TYPES = ['click', 'input', 'change'] as const;

/**
 * Holds clicks and choices made on the server-rendered page before it is interactive, and
 * replays them once it is (the returned function), so an early tap is never lost. A click is
 * stopped (its default action too) and sent again as it was, to the element tapped (a button's
 * icon too); an edit keeps its value and is announced again to the now-listening page.
 */
export function holdEarlyEvents(root: HTMLElement): () => void {
  const held: Event[] = [];
  const hold = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    if (event.type === 'click') {
      event.preventDefault();
      event.stopPropagation();
    }
    held.push(event);
  };
  for (const type of HELD_TYPES) root.addEventListener(type, hold, true);
  // A task later: the page's last part hydrates in the microtasks after the hydration's end.
  return () =>
    setTimeout(() => {
      for (const type of HELD_TYPES) root.removeEventListener(type, hold, true);
      for (const event of held) {
        const target = event.target as Element;
        const Replayed = event.constructor as typeof Event;
        if (target.isConnected) target.dispatchEvent(new Replayed(event.type, event));
      }
    });
}
