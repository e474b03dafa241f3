/** Set by the server on a page it rendered with the public pages' rules alone (docs/decisions/050). */
const FULL_STYLES_META = 'agendei-full-styles';

let loading: Promise<void> | undefined;

/**
 * Loads the whole app's stylesheet before a signed-in screen renders, when the page came with the
 * public pages' rules alone; resolves at once on any other page. A stylesheet that fails to load
 * does not hold the screen (it renders unstyled rather than not at all).
 */
export function loadFullStylesheet(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  return (loading ??= new Promise((resolve) => {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${FULL_STYLES_META}"]`);
    if (!meta) {
      resolve();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = meta.content;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  }));
}
