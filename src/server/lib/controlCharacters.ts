/**
 * Control characters no stored text may hold: every C0 control but tab,
 * newline and carriage return (typed text and CRLF line ends), and DEL.
 * PostgreSQL cannot store NUL at all, and the others only hide text or break
 * terminals and exports. One rule for what the API accepts and for what a
 * backup may carry, so every backup the server writes can be restored.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The first forbidden control character of the text as `U+XXXX`, or null. */
export function forbiddenControl(text: string): string | null {
  const match = FORBIDDEN.exec(text);
  return match ? `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` : null;
}
