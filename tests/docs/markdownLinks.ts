/**
 * Reads the links and headings of a Markdown file the way GitHub renders them, so a
 * test can say which link of the repository's documentation leads nowhere.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface MarkdownLink {
  file: string;
  line: number;
  target: string;
}

/** Lines outside fenced code blocks, with their 1-based numbers: code is never a link or a heading. */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | null = null;
  text.split('\n').forEach((raw, index) => {
    const opener = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length) fence = null;
      return;
    }
    if (opener) {
      fence = opener[1];
      return;
    }
    lines.push({ line: index + 1, text: raw });
  });
  return lines;
}

/** An inline code span shows its text literally, so brackets inside it are no link. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)(?:(?!\1).)+?\1/g, (span) => ' '.repeat(span.length));
}

/** GitHub's heading anchor: the rendered text in lower case, punctuation dropped, spaces to '-', accents kept. */
export function headingSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();
  return rendered
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file offers, with GitHub's -1, -2… for repeated headings. */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: line } of proseLines(text)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Inline links and images, autolinks and reference definitions. */
export function markdownLinks(file: string, text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { line, text: raw } of proseLines(text)) {
    const prose = withoutCodeSpans(raw);
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ file, line, target: match[1] });
    for (const match of prose.matchAll(/<((?:https?|mailto|file):[^>\s]+)>/gi)) links.push({ file, line, target: match[1] });
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s.*)?$/.exec(prose);
    if (definition) links.push({ file, line, target: definition[1] });
  }
  return links;
}

/** Why a link leads nowhere (or out of the repository), or null when it is sound. */
export function linkProblem(root: string, link: MarkdownLink): string | null {
  const { target } = link;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target);
  if (scheme) return /^(https?|mailto)$/i.test(scheme[1]) ? null : `points outside the repository (${scheme[1]}:)`;
  if (target.startsWith('/') || target.startsWith('\\') || target.startsWith('~')) return 'is an absolute path, outside the repository';
  const hash = target.indexOf('#');
  const filePart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const resolved = filePart ? path.resolve(path.dirname(path.join(root, link.file)), filePart) : path.join(root, link.file);
  const inside = path.relative(root, resolved);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return 'points outside the repository';
  if (!fs.existsSync(resolved)) return `names ${inside}, which does not exist`;
  if (anchor === null) return null;
  if (!resolved.endsWith('.md')) return `has an anchor on ${inside}, which is not Markdown`;
  if (!headingAnchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) return `names #${anchor}, which is no heading of ${inside}`;
  return null;
}
