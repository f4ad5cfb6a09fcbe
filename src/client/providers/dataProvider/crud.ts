/** react-admin's CRUD calls, mapped onto the endpoints the areas' modules declare. */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import { apiJson } from '../httpClient';
import type { Endpoints, ResourceEndpoint } from './endpoint';

function queryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function listQuery(params: {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}): string {
  const { page = 1, perPage = 20 } = params.pagination ?? {};
  return queryString({
    skip: (page - 1) * perPage,
    limit: perPage,
    ...(params.sort?.field ? { sort: params.sort.field, order: params.sort.order?.toLowerCase() } : {}),
    ...(params.filter ?? {}),
  });
}

export function crudProvider(endpoints: Endpoints): DataProvider {
  function endpoint<K extends keyof ResourceEndpoint>(resource: string, kind: K): NonNullable<ResourceEndpoint[K]> {
    const value = endpoints[resource]?.[kind];
    if (!value) throw new Error(`El recurso «${resource}» no admite la operación ${kind}`);
    return value as NonNullable<ResourceEndpoint[K]>;
  }

  return {
    async getList(resource, params) {
      const { data, headers } = await apiJson<RaRecord[]>(`${endpoint(resource, 'list')}${listQuery(params)}`, { signal: params.signal });
      const total = Number(headers.get('X-Total-Count') ?? data.length);
      const recordId = endpoints[resource]?.recordId;
      return { data: (recordId ? data.map((record) => ({ ...record, id: recordId(record) })) : data) as never[], total };
    },
    async getOne(resource, params) {
      const { data } = await apiJson<RaRecord>(endpoint(resource, 'one')(params.id), { signal: params.signal });
      return { data: data as never };
    },
    async getMany(resource, params) {
      const one = endpoint(resource, 'one');
      const data = await Promise.all(params.ids.map(async (id) => (await apiJson<RaRecord>(one(id), { signal: params.signal })).data));
      return { data: data as never[] };
    },
    async getManyReference(resource, params) {
      const { data, headers } = await apiJson<RaRecord[]>(
        `${endpoint(resource, 'list')}${listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } })}`,
        { signal: params.signal },
      );
      return { data: data as never[], total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
    async create(resource, params) {
      const { data } = await apiJson<RaRecord>(endpoint(resource, 'create'), { method: 'POST', json: params.data });
      return { data: { ...params.data, ...data } as never };
    },
    async update(resource, params) {
      const { data } = await apiJson<RaRecord>(endpoint(resource, 'update')(params.id), { method: 'PUT', json: params.data });
      return { data: { ...params.previousData, ...params.data, ...data } as never };
    },
    async updateMany(resource, params) {
      const action = typeof params.meta?.action === 'string' ? params.meta.action : null;
      if (action) {
        const path = endpoint(resource, 'actions')[action];
        if (!path) throw new Error(`El recurso «${resource}» no admite la acción ${action}`);
        // `meta.body`, when given, goes as JSON (a cat's baja reason); without it, no body as the original clients.
        const body = params.meta?.body as Record<string, unknown> | undefined;
        await Promise.all(params.ids.map((id) => apiJson(path(id), { method: 'PUT', ...(body ? { json: body } : {}) })));
        return { data: params.ids };
      }
      const update = endpoint(resource, 'update');
      await Promise.all(params.ids.map((id) => apiJson(update(id), { method: 'PUT', json: params.data })));
      return { data: params.ids };
    },
    async delete(resource, params) {
      await apiJson(endpoint(resource, 'delete')(params.id), { method: 'DELETE' });
      return { data: params.previousData ?? ({ id: params.id } as never) };
    },
    async deleteMany(resource, params) {
      const remove = endpoint(resource, 'delete');
      await Promise.all(params.ids.map((id: Identifier) => apiJson(remove(id), { method: 'DELETE' })));
      return { data: params.ids };
    },
  };
}
