/** The accounts' calls that are not CRUD: a new role, deactivating and reactivating (their endpoints live in administracion.ts). */
import type { Role } from '../../../domain/roles';
import { apiJson } from '../httpClient';

const usuarioPath = (id: number) => `/api/usuarios/${id}`;

export const usuariosMethods = {
  async cambiarRolUsuario(id: number, role: Role): Promise<void> {
    await apiJson(`${usuarioPath(id)}/rol`, { method: 'PUT', json: { role } });
  },
  async desactivarUsuario(id: number): Promise<void> {
    await apiJson(`${usuarioPath(id)}/desactivar`, { method: 'PUT', json: {} });
  },
  async activarUsuario(id: number): Promise<void> {
    await apiJson(`${usuarioPath(id)}/activar`, { method: 'PUT', json: {} });
  },
};
