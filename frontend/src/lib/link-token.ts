/**
 * The secret of a link the app e-mails (a password reset, an address confirmation): it rides
 * in the fragment (`/reset-password#token=…`, `/confirm-email#token=…`), which browsers never
 * send to a server, so it stays out of every access log and Referer on the way.
 */

/** The token of a link's fragment (`#token=…`), or undefined when there is none. */
export function tokenFromLinkHash(hash: string): string | undefined {
  // Not URLSearchParams: it reads "+" as a space, which would spoil a token that has one.
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (!part.startsWith('token=')) continue;
    let token: string;
    try {
      token = decodeURIComponent(part.slice('token='.length)).trim();
    } catch {
      return undefined;
    }
    return token === '' ? undefined : token;
  }
  return undefined;
}
