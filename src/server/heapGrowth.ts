/**
 * How far the server lets its JavaScript heap grow between full collections.
 * V8's default lets the heap grow to several times what was alive after the
 * last full collection, so the garbage of one large report, CSV import or
 * restore could sit in memory for a while and push the process past 200 MB on
 * the small machine a council gives it. With growth bounded to a quarter of
 * the live heap, full collections come sooner; they are incremental and, with a
 * heap of a few tens of MB, cost milliseconds (measured by `npm run bench`).
 */
import v8 from 'node:v8';

export const HEAP_GROWING_PERCENT = 25;

/** Applies the bound to this process; V8 reads it at every full collection. */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
