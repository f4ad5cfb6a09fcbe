/** The mails of the outbox (DATA_DIR/outbox) as a reader sees them: recipient, decoded subject and decoded text. */
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (underscoreIsSpace && char === '_') bytes.push(0x20);
    else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words, adjacent ones joined. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data, true),
    );
}

export function readOutbox(dir: string): OutboxMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => {
      const raw = fs.readFileSync(path.join(dir, file), 'utf8');
      // Headers end with CRLF CRLF; the body keeps the text's own line ends.
      const end = /\r?\n\r?\n/.exec(raw)!;
      const headerText = raw.slice(0, end.index).replace(/\r?\n[ \t]+/g, ' ');
      const headers = new Map(headerText.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const body = raw.slice(end.index + end[0].length);
      const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
      const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
      return { file, to: headers.get('to') ?? '', subject: decodeHeader(headers.get('subject') ?? ''), text };
    });
}
