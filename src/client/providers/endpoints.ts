/**
 * Where each react-admin resource lives in the API (SPEC section 7). Each area
 * adds its resources here; the data provider reads nothing else.
 */
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
}

export const ENDPOINTS: Record<string, ResourceEndpoint> = {};
