/**
 * The one place the sort keys are written (db/sortKeys.ts): a Kysely plugin
 * on the application's database handle that adds, to every INSERT and UPDATE
 * of a table of SORT_KEY_COLUMNS that writes one of its sorted texts, the key
 * of that text in the handle's language. No repository writes a key itself,
 * so no write path can forget one.
 *
 * A text written as an SQL expression rather than a value cannot be keyed
 * here: its key is set to NULL (the row sorts at one end of the list) and the
 * next start-up's check writes it.
 */
import {
  ColumnNode,
  ColumnUpdateNode,
  InsertQueryNode,
  OnConflictNode,
  PrimitiveValueListNode,
  ReferenceNode,
  TableNode,
  UpdateQueryNode,
  ValueListNode,
  ValueNode,
  ValuesNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import type { TableName } from './schema';
import { columnName, tableName } from './astNames';
import { keyOf, SORT_KEY_COLUMNS, type SortKeyColumn, type SortKeyLanguage } from './sortKeys';

/** `excluded.<column>` of an upsert's update: the row the INSERT proposed. */
function isExcluded(node: OperationNode, column: string): boolean {
  return ReferenceNode.is(node) && tableName(node.table) === 'excluded' && columnName(node) === column;
}

function keyedColumns(table: string | null): readonly SortKeyColumn[] {
  return table ? (SORT_KEY_COLUMNS[table as TableName] ?? []) : [];
}

/** The key of a written value node; null when the value is an expression. */
function keyOfNode(node: OperationNode | undefined, state: SortKeyLanguage): string | null {
  return node && ValueNode.is(node) ? keyOf(node.value, state.language) : null;
}

/** The key updates that go with the updates of sorted texts among `updates` (none when no sorted text is written). */
function keyUpdates(keyed: readonly SortKeyColumn[], updates: readonly ColumnUpdateNode[], state: SortKeyLanguage): ColumnUpdateNode[] {
  const added: ColumnUpdateNode[] = [];
  for (const update of updates) {
    const column = keyed.find((k) => k.text === columnName(update.column));
    if (!column) continue;
    // An upsert's `excluded.<text>` takes the key the INSERT computed for that text.
    const value = isExcluded(update.value, column.text) ? ReferenceNode.create(ColumnNode.create(column.key), TableNode.create('excluded')) : ValueNode.create(keyOfNode(update.value, state));
    added.push(ColumnUpdateNode.create(ColumnNode.create(column.key), value));
  }
  return added;
}

function withInsertKeys(node: InsertQueryNode, state: SortKeyLanguage): InsertQueryNode {
  const keyed = keyedColumns(tableName(node.into));
  if (keyed.length === 0) return node;
  // An upsert's update of a sorted text keys it as an UPDATE would.
  if (node.onConflict?.updates) {
    const added = keyUpdates(keyed, node.onConflict.updates, state);
    if (added.length) node = InsertQueryNode.cloneWith(node, { onConflict: OnConflictNode.cloneWith(node.onConflict, { updates: [...node.onConflict.updates, ...added] }) });
  }
  if (!node.columns || !node.values || !ValuesNode.is(node.values)) return node;
  const names = node.columns.map((c) => c.column.name);
  const written = keyed.filter((k) => names.includes(k.text) && !names.includes(k.key));
  if (written.length === 0) return node;
  const textIndexes = written.map((k) => names.indexOf(k.text));
  const rows = node.values.values.map((row) => {
    if (PrimitiveValueListNode.is(row)) {
      return PrimitiveValueListNode.create([...row.values, ...textIndexes.map((i) => keyOf(row.values[i], state.language))]);
    }
    return ValueListNode.create([...row.values, ...textIndexes.map((i) => ValueNode.create(keyOfNode(row.values[i], state)))]);
  });
  return InsertQueryNode.cloneWith(node, {
    columns: [...node.columns, ...written.map((k) => ColumnNode.create(k.key))],
    values: ValuesNode.create(rows),
  });
}

function withUpdateKeys(node: UpdateQueryNode, state: SortKeyLanguage): UpdateQueryNode {
  const keyed = keyedColumns(tableName(node.table));
  if (keyed.length === 0 || !node.updates) return node;
  const added = keyUpdates(keyed, node.updates, state);
  // cloneWithUpdates appends to the updates already there.
  return added.length === 0 ? node : UpdateQueryNode.cloneWithUpdates(node, added);
}

/** The plugin; `state.language` may change at run time (start-up sets it before anything is written). */
export function sortKeyPlugin(state: SortKeyLanguage): KyselyPlugin {
  return {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (InsertQueryNode.is(node)) return withInsertKeys(node, state);
      if (UpdateQueryNode.is(node)) return withUpdateKeys(node, state);
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
}
