/** Where one react-admin resource lives in the API; each area's module declares its own. */
export interface ResourceEndpoint {
  /** GET, paged with skip/limit; the total comes from X-Total-Count. */
  list?: string;
  /** GET one record. */
  one?: (id: string | number) => string;
  /** POST as JSON. */
  create?: string;
  /** PUT as JSON. */
  update?: (id: string | number) => string;
  /** DELETE. */
  delete?: (id: string | number) => string;
  /** The record's react-admin id when the API's `id` is not unique in the list (e.g. one row per person and colony). */
  recordId?: (record: Record<string, unknown>) => string | number;
  /** PUT one per record: updateMany with `meta: { action, body? }` (e.g. a cat's baja, with its optional reason). */
  actions?: Record<string, (id: string | number) => string>;
}

export type Endpoints = Record<string, ResourceEndpoint>;
