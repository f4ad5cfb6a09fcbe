/** The names a Kysely query tree gives its tables and columns, for the plugins that rewrite queries (sortKeyPlugin, tenantPlugin). */
import { ColumnNode, type OperationNode } from 'kysely';

/** The table a FROM, JOIN or INTO item names (through its alias); null for a subquery or a function. */
export function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  return null;
}

export function columnName(node: OperationNode): string | null {
  if (ColumnNode.is(node)) return node.column.name;
  if (node.kind === 'ReferenceNode') {
    const column = (node as unknown as { column: OperationNode }).column;
    return ColumnNode.is(column) ? column.column.name : null;
  }
  return null;
}
