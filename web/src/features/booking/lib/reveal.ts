/** Scrolls a step into view when its top is not already in the upper half of the screen. */
export function reveal(element: HTMLElement | null) {
  // After React has rendered the step the choice opened.
  requestAnimationFrame(() => {
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    if (top >= 0 && top < window.innerHeight * 0.5) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  });
}
