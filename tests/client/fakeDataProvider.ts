/**
 * An in-memory data provider for component tests: react-admin's CRUD over the
 * records a test gives, and the named methods the test fakes (any other named
 * method fails loudly, so a screen calling something unexpected is seen).
 * Every call is recorded as `{ method, resource?, params }`.
 */
import { HttpError, type DataProvider, type RaRecord } from 'react-admin';
import type { GateraDataProvider, NamedMethods } from '../../src/client/providers/dataProvider';

export interface FakeCall {
  method: string;
  resource?: string;
  params: unknown;
}

type Records = Record<string, RaRecord[]>;

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'es', { numeric: true });
}

function matches(record: RaRecord, filter: Record<string, unknown>): boolean {
  return Object.entries(filter).every(([key, value]) => {
    if (value === undefined || value === null || value === '') return true;
    if (!(key in record)) return true;
    return String(record[key]) === String(value);
  });
}

export type FakeDataProvider = GateraDataProvider & { calls: FakeCall[]; records: Records };

/** A fake for the screens: `records` by resource, `methods` the named calls the test answers. */
export function fakeDataProvider(records: Records = {}, methods: Partial<NamedMethods> & Partial<DataProvider> = {}): FakeDataProvider {
  const calls: FakeCall[] = [];
  const store: Records = Object.fromEntries(Object.entries(records).map(([name, rows]) => [name, rows.map((row) => ({ ...row }))]));
  const rows = (resource: string) => (store[resource] ??= []);
  const find = (resource: string, id: unknown) => {
    const record = rows(resource).find((row) => String(row.id) === String(id));
    if (!record) throw new HttpError('No encontrado', 404, { detail: 'No encontrado' });
    return record;
  };

  const crud: DataProvider = {
    async getList(resource, params) {
      calls.push({ method: 'getList', resource, params });
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      let list = rows(resource).filter((row) => matches(row, params.filter ?? {}));
      if (params.sort?.field) {
        const { field, order } = params.sort;
        list = [...list].sort((a, b) => compare(a[field], b[field]) * (order === 'DESC' ? -1 : 1));
      }
      return { data: list.slice((page - 1) * perPage, page * perPage) as never[], total: list.length };
    },
    async getOne(resource, params) {
      calls.push({ method: 'getOne', resource, params });
      return { data: find(resource, params.id) as never };
    },
    async getMany(resource, params) {
      calls.push({ method: 'getMany', resource, params });
      return { data: params.ids.map((id) => find(resource, id)) as never[] };
    },
    async getManyReference(resource, params) {
      calls.push({ method: 'getManyReference', resource, params });
      const list = rows(resource).filter((row) => String(row[params.target]) === String(params.id));
      return { data: list as never[], total: list.length };
    },
    async create(resource, params) {
      calls.push({ method: 'create', resource, params });
      const id = Math.max(0, ...rows(resource).map((row) => Number(row.id) || 0)) + 1;
      const record = { id, ...params.data };
      rows(resource).push(record);
      return { data: record as never };
    },
    async update(resource, params) {
      calls.push({ method: 'update', resource, params });
      const record = Object.assign(find(resource, params.id), params.data);
      return { data: record as never };
    },
    async updateMany(resource, params) {
      calls.push({ method: 'updateMany', resource, params });
      for (const id of params.ids) Object.assign(find(resource, id), params.data ?? {});
      return { data: params.ids };
    },
    async delete(resource, params) {
      calls.push({ method: 'delete', resource, params });
      const record = find(resource, params.id);
      store[resource] = rows(resource).filter((row) => row !== record);
      return { data: record as never };
    },
    async deleteMany(resource, params) {
      calls.push({ method: 'deleteMany', resource, params });
      store[resource] = rows(resource).filter((row) => !params.ids.map(String).includes(String(row.id)));
      return { data: params.ids };
    },
  };

  const recorded = Object.fromEntries(
    Object.entries(methods).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        calls.push({ method: name, params: args });
        return (method as (...a: unknown[]) => unknown)(...args);
      },
    ]),
  );

  const provider = { ...crud, ...recorded, calls, records: store };
  // A named method the test did not fake is a test that does not know what the screen calls.
  return new Proxy(provider, {
    get(target, name, receiver) {
      if (typeof name === 'string' && !(name in target) && name !== 'then' && name !== 'supportAbortSignal') {
        return () => Promise.reject(new Error(`fakeDataProvider: la prueba no simula «${name}»`));
      }
      return Reflect.get(target, name, receiver);
    },
  }) as FakeDataProvider;
}
