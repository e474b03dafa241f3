import { previewDocument } from '../lib/embed-snippet';

/**
 * The real widget, live: a page holding only the snippet, as on the office's website. srcdoc
 * keeps our origin and CSP, so /embed.js and the booking page load as they would elsewhere.
 */
export function EmbedPreview({ snippet }: { snippet: string }) {
  return (
    <iframe
      title="Pré-visualização do widget"
      srcDoc={previewDocument(snippet)}
      className="h-[36rem] w-full rounded-md border bg-white"
    />
  );
}
