/**
 * Catalogues of texts by key, as react-admin reads them (nested objects,
 * `%{name}` placeholders, `||||` between the singular and the plural of
 * `smart_count`), shared by the screens and the server.
 */
export type Tree = { readonly [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One catalogue from several: each part adds its own keys. A key two parts
 * give different texts is a mistake (two areas claiming one key), so it throws.
 */
export function mergeCatalogues(...parts: Tree[]): Tree {
  const out: Record<string, string | Tree> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const current = out[key];
      if (current === undefined) out[key] = value;
      else if (isTree(current) && isTree(value)) out[key] = mergeCatalogues(current, value);
      else if (current !== value) throw new Error(`La clave «${key}» del catálogo está definida dos veces`);
    }
  }
  return out;
}

/** Each text of `tree` replaced by its key: `keysOf({ auth: { ok: 'Hecho' } }).auth.ok === 'auth.ok'`. */
export type Keys<T> = { readonly [K in keyof T]: T[K] extends string ? string : Keys<T[K]> };

export function keysOf<T extends object>(tree: T, prefix = ''): Keys<T> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? `${prefix}${key}` : keysOf(value as object, `${prefix}${key}.`)]),
  ) as Keys<T>;
}

/** The text of `key`, or undefined when the catalogue has none. */
export function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!isTree(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type TextParams = Readonly<Record<string, unknown>>;

/**
 * `%{name}` filled in from `params`, and of `a |||| b` the singular when
 * `smart_count` is 1, the plural otherwise (the rule of our five languages).
 */
export function formatText(text: string, params: TextParams = {}): string {
  let chosen = text;
  if (typeof params.smart_count === 'number' && text.includes('||||')) {
    const forms = text.split('||||').map((form) => form.trim());
    chosen = forms[params.smart_count === 1 ? 0 : Math.min(1, forms.length - 1)];
  }
  return chosen.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
