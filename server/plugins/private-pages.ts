/**
 * The client's private pages (/agendamento/{token}, the link from their e-mails, and a waitlist
 * offer's /lista-de-espera/{token}): the link is the
 * only credential, and the server renders the appointment into it. Spelled as the web app's
 * router matches it (any case), and also percent-escaped.
 */
const PRIVATE_PAGE = /^\/(?:agendamento|lista-de-espera)(?:\/|$)/i;

/** Whether this request URL asks for a client's private page. */
export function isPrivateLinkPage(url: string): boolean {
  const pathName = url.split('?', 1)[0] ?? '';
  try {
    return PRIVATE_PAGE.test(decodeURIComponent(pathName));
  } catch {
    return PRIVATE_PAGE.test(pathName);
  }
}

/**
 * How a page may be kept: a private page never (a shared computer's cache or a proxy must not
 * hold someone's appointment; its API answer is `no-store` too), any other after asking again.
 */
export function pageCacheControl(url: string): string {
  return isPrivateLinkPage(url) ? 'no-store' : 'no-cache';
}
