/**
 * The one place a municipality's records are scoped: a Kysely plugin on every
 * database handle that rewrites each query touching a tenant table
 * (db/tenantTables.ts) to the municipalities of the work running now
 * (tenancy/scope.ts).
 * - Every tenant table read (FROM, JOIN, subqueries, UPDATE and DELETE
 *   targets) gets `<table>.municipio_id = <id>` (or `IN (...)` for a
 *   several-municipality scope), in the WHERE or, for a JOIN, in its ON (a LEFT
 *   JOIN stays a left join).
 * - Every INSERT into a tenant table writes its `municipio_id`; an upsert's
 *   conflict target gets municipio_id first (as its unique index has it,
 *   but for the installation-wide identifiers), and it only updates a row of
 *   the same municipality.
 * The installation's scope (work outside any request) is left as written.
 * No repository filters by municipality itself, so none can forget to; on
 * PostgreSQL row-level security refuses what might still slip past
 * (db/tenantSession.ts), a raw SQL text included.
 */
import {
  AndNode,
  BinaryOperationNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  JoinNode,
  OnConflictNode,
  OnNode,
  OperationNodeTransformer,
  OperatorNode,
  ParensNode,
  PrimitiveValueListNode,
  ReferenceNode,
  SelectQueryNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  WhereNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type Kysely,
} from 'kysely';
import type { Database } from './schema';
import { columnName, tableName } from './astNames';
import { isInstallationWide, isTenantTable, MUNICIPIO_COLUMN } from './tenantTables';
import { currentScope, writingMunicipio, type TenantScope } from '../tenancy/scope';

/** The name a FROM or JOIN item is referred to by: its alias, else its table's name. */
function referenceName(item: OperationNode): string {
  if (item.kind === 'AliasNode') {
    const alias = (item as unknown as { alias: OperationNode }).alias;
    if (alias.kind === 'IdentifierNode') return (alias as unknown as { name: string }).name;
  }
  return tableName(item)!;
}

class TenantScoper extends OperationNodeTransformer {
  #scope: TenantScope | undefined;

  constructor(fixed?: TenantScope) {
    super();
    this.#scope = fixed;
  }

  /** Read only when a tenant table is met: a query of the installation's tables needs no scope. */
  #municipios(): readonly number[] | null {
    this.#scope ??= currentScope();
    return this.#scope === 'installation' ? null : this.#scope.municipios;
  }

  #condition(item: OperationNode): OperationNode | null {
    if (!isTenantTable(tableName(item))) return null;
    const municipios = this.#municipios();
    if (!municipios) return null;
    const column = ReferenceNode.create(ColumnNode.create(MUNICIPIO_COLUMN), TableNode.create(referenceName(item)));
    return municipios.length === 1
      ? BinaryOperationNode.create(column, OperatorNode.create('='), ValueNode.create(municipios[0]))
      : BinaryOperationNode.create(column, OperatorNode.create('in'), PrimitiveValueListNode.create(municipios));
  }

  #scopedWhere(where: WhereNode | undefined, items: readonly OperationNode[]): WhereNode | undefined {
    let scoped = where;
    for (const item of items) {
      const condition = this.#condition(item);
      if (!condition) continue;
      // The existing condition in parentheses: `a OR b` must not swallow the municipality's.
      scoped = scoped ? WhereNode.create(AndNode.create(ParensNode.create(scoped.where), condition)) : WhereNode.create(condition);
    }
    return scoped;
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: QueryId): SelectQueryNode {
    const transformed = super.transformSelectQuery(node, queryId);
    const where = this.#scopedWhere(transformed.where, transformed.from?.froms ?? []);
    return where === transformed.where ? transformed : Object.freeze({ ...transformed, where });
  }

  protected override transformJoin(node: JoinNode, queryId?: QueryId): JoinNode {
    const transformed = super.transformJoin(node, queryId);
    const condition = this.#condition(transformed.table);
    if (!condition) return transformed;
    const on = transformed.on ? OnNode.create(AndNode.create(ParensNode.create(transformed.on.on), condition)) : OnNode.create(condition);
    return Object.freeze({ ...transformed, on });
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: QueryId): UpdateQueryNode {
    const transformed = super.transformUpdateQuery(node, queryId);
    const items = [...(transformed.table ? [transformed.table] : []), ...(transformed.from?.froms ?? [])];
    const where = this.#scopedWhere(transformed.where, items);
    return where === transformed.where ? transformed : Object.freeze({ ...transformed, where });
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: QueryId): DeleteQueryNode {
    const transformed = super.transformDeleteQuery(node, queryId);
    const items = [...transformed.from.froms, ...(transformed.using?.tables ?? [])];
    const where = this.#scopedWhere(transformed.where, items);
    return where === transformed.where ? transformed : Object.freeze({ ...transformed, where });
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: QueryId): InsertQueryNode {
    const transformed = super.transformInsertQuery(node, queryId);
    const table = tableName(transformed.into);
    if (!isTenantTable(table)) return transformed;
    let scoped = transformed;
    const target = scoped.onConflict?.columns?.map((column) => column.column.name);
    if (scoped.onConflict && target && !target.includes(MUNICIPIO_COLUMN) && !isInstallationWide(table, target)) {
      // The unique index the target names starts with municipio_id (migration 0025), whoever writes.
      scoped = InsertQueryNode.cloneWith(scoped, { onConflict: OnConflictNode.cloneWith(scoped.onConflict, { columns: [ColumnNode.create(MUNICIPIO_COLUMN), ...scoped.onConflict.columns!] }) });
    }
    this.#scope ??= currentScope();
    const municipio = writingMunicipio(this.#scope);
    if (municipio === null) return scoped;
    if (scoped.onConflict?.updates) {
      // An upsert whose conflicting row is another municipality's leaves it alone.
      const condition = this.#condition(TableNode.create(table))!;
      scoped = InsertQueryNode.cloneWith(scoped, { onConflict: OnConflictNode.cloneWithUpdateWhere(scoped.onConflict, condition) });
    }
    return withMunicipioColumn(scoped, municipio);
  }
}

/** `node` writing `municipio` into every row; a row that names another municipality is refused. */
function withMunicipioColumn(node: InsertQueryNode, municipio: number): InsertQueryNode {
  if (!node.columns || !node.values || !ValuesNode.is(node.values)) throw new Error('Alta en una tabla de municipio sin columnas ni valores');
  const at = node.columns.findIndex((column) => columnName(column) === MUNICIPIO_COLUMN);
  if (at >= 0) {
    for (const row of node.values.values) {
      const value = PrimitiveValueListNode.is(row) ? row.values[at] : ValueNode.is(row.values[at]) ? (row.values[at] as ValueNode).value : undefined;
      if (value !== municipio) throw new Error('Alta en otro municipio que el de la petición');
    }
    return node;
  }
  const rows = node.values.values.map((row) =>
    PrimitiveValueListNode.is(row) ? PrimitiveValueListNode.create([...row.values, municipio]) : ValueListNode.create([...row.values, ValueNode.create(municipio)]),
  );
  return InsertQueryNode.cloneWith(node, { columns: [...node.columns, ColumnNode.create(MUNICIPIO_COLUMN)], values: ValuesNode.create(rows) });
}

/** The plugin; with `fixed`, its queries take that scope whatever the work running then (see scopedTo). */
export function tenantPlugin(fixed?: TenantScope): KyselyPlugin {
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      return new TenantScoper(fixed).transformNode(node, queryId);
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
}

/**
 * `db` bound to `scope` for good: for work that outlives the moment it was asked for, such as a report
 * file read lazily as its reader pulls it (its later queries run from stream events, outside the
 * request's scope), or a report thread's job, which carries its scope as data.
 */
export function scopedTo<D extends Kysely<Database>>(db: D, scope: TenantScope): D {
  return scope === 'installation' ? db : (db.withPlugin(tenantPlugin(scope)) as D);
}
