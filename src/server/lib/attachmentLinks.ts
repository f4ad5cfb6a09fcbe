/**
 * Links to complaint and inspection attachments. They are private:
 * a link names the file, the user it was made for and when it expires, signed
 * with a key derived from the JWT secret. <img> and download links cannot send
 * the bearer token, so the signature stands in for it; the route that serves
 * the file still checks, on every request, that this user may see the record.
 */
import crypto from 'node:crypto';

export const ATTACHMENT_ROUTE = '/api/adjuntos/';

/** Links are made per window of 15 minutes and stay valid one more window (15–30 min): stable while a list is open. */
export const ATTACHMENT_LINK_WINDOW_S = 15 * 60;

export interface AttachmentLinkParams {
  u: number;
  exp: number;
  firma: string;
}

export interface AttachmentLinks {
  /** The one place an attachment's URL is built: the link for this viewer, or null without a file. */
  urlOf(name: string | null | undefined, viewerId: number): string | null;
  /** Whether the signature is ours and the link has not expired. */
  isValid(name: string, params: AttachmentLinkParams): boolean;
  /** Seconds the link is still valid (for Cache-Control). */
  secondsLeft(exp: number): number;
}

export function createAttachmentLinks(secret: string, now: () => number = Date.now): AttachmentLinks {
  // A key of its own, so a link signature is never mistaken for a JWT signature.
  const key = crypto.createHmac('sha256', secret).update('gatera:adjuntos').digest();
  const sign = (name: string, userId: number, exp: number) => crypto.createHmac('sha256', key).update(`${name}|${userId}|${exp}`).digest('base64url');
  const nowS = () => Math.floor(now() / 1000);

  return {
    urlOf(name, viewerId) {
      if (!name) return null;
      const exp = (Math.floor(nowS() / ATTACHMENT_LINK_WINDOW_S) + 2) * ATTACHMENT_LINK_WINDOW_S;
      // The signature travels in the path, not the query: the original front end appends `?v=…` to
      // `archivo`, which would corrupt a signed query string (docs/COMPATIBILIDAD.md).
      return `${ATTACHMENT_ROUTE}${viewerId}/${exp}/${sign(name, viewerId, exp)}/${name}`;
    },
    isValid(name, { u, exp, firma }) {
      if (!Number.isSafeInteger(u) || !Number.isSafeInteger(exp) || exp <= nowS()) return false;
      const expected = Buffer.from(sign(name, u, exp));
      const given = Buffer.from(firma);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
    secondsLeft(exp) {
      return Math.max(0, exp - nowS());
    },
  };
}
