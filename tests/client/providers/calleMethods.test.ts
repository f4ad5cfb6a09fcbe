/**
 * How the phone's kept street changes reach the API: each kind at its own
 * address, with the session of its author (never of whoever is signed in),
 * as JSON, or as multipart with the photo in the field the route reads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { storeRaw, tokenExpiringIn, user } from '../fakes';
import { json, stubFetch } from '../backups/fetchStub';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const autora = tokenExpiringIn(3600, { sub: '1', username: 'ana' });
const campos = { colonia_id: 4, comida: true, incidencia: null, client_id: 'c-1' };

function authorization(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

describe('enviarCambioDeCalle', () => {
  it('posts each kind of change to its route with its author\'s token, as JSON without a photo', async () => {
    storeRaw(tokenExpiringIn(3600, { sub: '2', username: 'bea' }), user({ id: 2, role: 'voluntario' }));
    const calls = stubFetch(() => json({ id: 1 }, 201));
    for (const tipo of ['visita', 'censo', 'gato'] as const) {
      await dataProvider.enviarCambioDeCalle({ tipo, colonia_id: 4, campos, foto: null, foto_nombre: null }, autora);
    }
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/visitas/', 'POST /api/colonias/colonias/4/censos', 'POST /api/gatos/gatos/']);
    expect(calls.map((c) => JSON.parse(String(c.body)))).toEqual([campos, campos, campos]);
    const sentWith = vi.mocked(fetch).mock.calls.map(([, init]) => authorization(init));
    expect(sentWith).toEqual([`Bearer ${autora}`, `Bearer ${autora}`, `Bearer ${autora}`]);
  });

  it('sends a photo as multipart, in the field the change names, leaving out empty fields', async () => {
    const calls = stubFetch(() => json({ id: 1 }, 201));
    const foto = new Blob(['png'], { type: 'image/png' });
    await dataProvider.enviarCambioDeCalle({ tipo: 'gato', colonia_id: 4, campos: { nombre: 'Misi', raza: null }, foto, foto_nombre: 'misi.png', foto_campo: 'file' }, autora);
    await dataProvider.enviarCambioDeCalle({ tipo: 'visita', colonia_id: 4, campos: { comida: true }, foto, foto_nombre: null }, autora);
    const [gato, visita] = calls.map((c) => c.body as FormData);
    expect([...gato.keys()]).toEqual(['nombre', 'file']);
    expect((gato.get('file') as File).name).toBe('misi.png');
    expect(gato.get('nombre')).toBe('Misi');
    expect(visita.get('comida')).toBe('true');
    expect((visita.get('foto') as File).name).toBe('foto.jpg');
  });

  it('sends a change to the municipality it names, and one that names none to the account\'s own, whichever is chosen now', async () => {
    storeRaw(autora, user({ role: 'responsable' }));
    localStorage.setItem('municipio', '5');
    stubFetch(() => json({ id: 1 }, 201));
    await dataProvider.enviarCambioDeCalle({ tipo: 'visita', colonia_id: 4, campos, foto: null, foto_nombre: null, municipio_id: 2 }, autora);
    await dataProvider.enviarCambioDeCalle({ tipo: 'visita', colonia_id: 4, campos, foto: null, foto_nombre: null }, autora);
    expect(vi.mocked(fetch).mock.calls.map(([, init]) => new Headers(init?.headers).get('X-Municipio'))).toEqual(['2', null]);
  });

  it('fails with the server\'s message when the change is refused', async () => {
    stubFetch(() => json({ detail: 'La colonia no existe.' }, 404));
    await expect(dataProvider.enviarCambioDeCalle({ tipo: 'visita', colonia_id: 4, campos, foto: null, foto_nombre: null }, autora)).rejects.toMatchObject({ message: 'La colonia no existe.', status: 404 });
  });
});
