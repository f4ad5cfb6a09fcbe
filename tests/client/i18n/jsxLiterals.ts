/**
 * Finds literal text in the JSX of src/client: text between tags and
 * the human-facing attributes (label, title, aria-label, placeholder, helperText,
 * alt, noOptionsText), and the `label` of a list column's definition (an object
 * with `source` and `label`, as `{ source: 'nombre', label: 'Nombre' }`). Proper
 * names, symbols and catalogue keys are not text to translate.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { lookup, type Tree } from '../../../src/domain/i18n/catalogue';
import { spanishMessages } from '../../../src/client/i18n/es';

const ATTRIBUTES = new Set(['label', 'title', 'aria-label', 'placeholder', 'helperText', 'alt', 'noOptionsText', 'emptyText', 'content']);

/** Texts that read the same in every language. */
const NAMES = new Set(['Gatera', 'CER', 'PDF', 'CSV', 'JSON', 'SQL', 'OpenStreetMap', 'Leaflet', 'RGPD', 'ID', 'Demo']);

export interface Literal {
  file: string;
  line: number;
  text: string;
}

/**
 * A catalogue key handed to a react-admin component, which translates it
 * itself (`label="gatera.consola.bulk.baja"`): dotted, and a text of the
 * Spanish catalogue (a dotted word that is no key is still text).
 */
const KEY_SHAPE = /^[a-z]\w*(\.\w+)+$/;
const isCatalogueKey = (text: string) => KEY_SHAPE.test(text) && (text.startsWith('gatera.') || text.startsWith('ra.') || typeof lookup(spanishMessages as unknown as Tree, text) === 'string');

function isText(raw: string): boolean {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (isCatalogueKey(text)) return false;
  if (!/[A-Za-zÁÉÍÓÚÑáéíóúñü]{2,}/.test(text)) return false;
  return !NAMES.has(text);
}

export function jsxLiterals(file: string): Literal[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Literal[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: text.replace(/\s+/g, ' ').trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init) && isText(init.text)) add(node, init.text);
      if (ts.isJsxExpression(init) && init.expression && (ts.isStringLiteral(init.expression) || ts.isNoSubstitutionTemplateLiteral(init.expression)) && isText(init.expression.text)) {
        add(node, init.expression.text);
      }
    }
    if (ts.isObjectLiteralExpression(node)) {
      const property = (name: string) => node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name);
      const label = property('label');
      if (label && property('source') && ts.isStringLiteralLike(label.initializer) && isText(label.initializer.text)) add(label, label.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function clientFiles(root: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) out.push(...clientFiles(full));
    else if (entry.name.endsWith('.tsx')) out.push(full);
  }
  return out.sort();
}
