/**
 * A JSON-LD document in compacted form checked the way a processor would read
 * it: a @context of prefixes for absolute IRIs; every property a keyword or a
 * compact IRI whose prefix the context defines; every @type such a compact
 * IRI; every @id an absolute IRI; every literal a plain string or a value
 * object with a string @value and at most one of @language (a BCP 47 tag) or a
 * @type. Returns the
 * document's nodes that have an @id, by @id.
 */
import { expect } from 'vitest';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const NODE_KEYWORDS = new Set(['@id', '@type']);
const VALUE_KEYWORDS = new Set(['@value', '@language', '@type']);

export function checkJsonLd(document: Node): Map<string, Node> {
  const context = document['@context'] as Record<string, string>;
  expect(context, '@context').toBeTypeOf('object');
  for (const [prefix, iri] of Object.entries(context)) expect(() => new URL(iri), prefix).not.toThrow();
  const compact = (term: string, where: string) => {
    const match = /^([a-z]+):(\S+)$/.exec(term);
    expect(match, `${where}: ${term} es un IRI compacto`).not.toBeNull();
    expect(Object.keys(context), `${where}: prefijo de ${term}`).toContain(match![1]);
  };
  const nodes = new Map<string, Node>();

  const visit = (value: Json, where: string): void => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, `${where}[${i}]`));
    if (typeof value === 'string') return;
    expect(value, where).toBeTypeOf('object');
    const object = value as Node;
    if ('@value' in object) {
      for (const key of Object.keys(object)) expect(VALUE_KEYWORDS, `${where}.${key}`).toContain(key);
      expect(object['@value'], where).toBeTypeOf('string');
      expect('@language' in object && '@type' in object, `${where}: @language y @type`).toBe(false);
      if ('@language' in object) expect(object['@language'], where).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/);
      if ('@type' in object) compact(object['@type'] as string, where);
      return;
    }
    for (const [key, child] of Object.entries(object)) {
      if (key === '@context' && where === '$') continue;
      if (key.startsWith('@')) {
        expect(NODE_KEYWORDS, `${where}.${key}`).toContain(key);
        if (key === '@id') expect(() => new URL(child as string), `${where}.@id`).not.toThrow();
        if (key === '@type') compact(child as string, where);
        continue;
      }
      compact(key, where);
      visit(child, `${where}.${key}`);
    }
    if (typeof object['@id'] === 'string' && Object.keys(object).length > 1) nodes.set(object['@id'], object);
  };
  visit(document, '$');
  return nodes;
}

/** The texts of a multilingual property, by language. */
export function byLanguage(values: Json): Record<string, string> {
  const list = (Array.isArray(values) ? values : [values]) as Node[];
  return Object.fromEntries(list.map((v) => [v['@language'] as string, v['@value'] as string]));
}

/** The IRIs of a property that points to nodes. */
export function iris(values: Json): string[] {
  return ((Array.isArray(values) ? values : [values]) as Node[]).map((v) => v['@id'] as string);
}
