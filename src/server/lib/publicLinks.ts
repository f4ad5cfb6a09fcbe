/**
 * Links in API answers (attachments). The original API answered absolute URLs,
 * so a front end served from another origin than the API could follow them.
 * With PUBLIC_URL set a link of ours (`/media/…`, or whatever path the record
 * has) becomes absolute on it; without it the path stays as it is (same origin).
 */
export function absoluteUrl(publicUrl: string | null, link: string | null): string | null {
  if (!link || !publicUrl || /^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return `${publicUrl}${link.startsWith('/') ? '' : '/'}${link}`;
}
