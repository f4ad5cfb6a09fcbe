/** The installation's settings (administrator): read, save the texts, upload or remove the coat of arms. */
import type { Ajustes, AjustesBody } from '../../../domain/schemas/ajustes';
import { apiJson } from '../httpClient';

export const ajustesMethods = {
  async leerAjustes(signal?: AbortSignal): Promise<Ajustes> {
    return (await apiJson<Ajustes>('/api/ajustes', { signal })).data;
  },
  async guardarAjustes(values: AjustesBody): Promise<Ajustes> {
    return (await apiJson<Ajustes>('/api/ajustes', { method: 'PUT', json: values })).data;
  },
  /** The new coat of arms (multipart, field `file`); answers the settings with its stored name. */
  async subirEscudo(file: File): Promise<Ajustes> {
    const form = new FormData();
    form.append('file', file);
    return (await apiJson<Ajustes>('/api/ajustes/escudo', { method: 'PUT', form })).data;
  },
  async quitarEscudo(): Promise<Ajustes> {
    return (await apiJson<Ajustes>('/api/ajustes/escudo', { method: 'DELETE' })).data;
  },
};
