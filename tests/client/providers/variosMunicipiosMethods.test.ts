/**
 * The data provider's calls about accounts that work in several
 * municipalities: who works in a municipality (list, add by username, remove)
 * and the signed-in account as the municipality it chooses sees it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/client/providers/dataProvider';
import { chooseMunicipio } from '../../../src/client/providers/session';
import { fakeApi, storeRaw, tokenExpiringIn, user } from '../fakes';

afterEach(() => vi.unstubAllGlobals());

const MARTA = { id: 7, username: 'marta.vet', nombre: 'Marta Ruiz', role: 'veterinario', municipio_id: 1, municipio_nombre: 'Sigüenza' };

describe('who works in a municipality', () => {
  it('lists, adds by username and removes through /api/municipios/{id}/cuentas, answering the new list', async () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'provincia' }));
    const calls = fakeApi(() => ({ body: [MARTA] }));
    expect(await dataProvider.cuentasDeMunicipio(2)).toEqual([MARTA]);
    expect(await dataProvider.anadirCuentaAMunicipio(2, 'marta.vet')).toEqual([MARTA]);
    expect(await dataProvider.quitarCuentaDeMunicipio(2, 7)).toEqual([MARTA]);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/municipios/2/cuentas', undefined],
      ['POST', '/api/municipios/2/cuentas', { username: 'marta.vet' }],
      ['DELETE', '/api/municipios/2/cuentas/7', undefined],
    ]);
  });

  it("fails with the server's reason", async () => {
    fakeApi(() => ({ status: 409, body: { detail: 'Esa cuenta ya trabaja en este municipio.' } }));
    await expect(dataProvider.anadirCuentaAMunicipio(2, 'marta.vet')).rejects.toMatchObject({ message: 'Esa cuenta ya trabaja en este municipio.', status: 409 });
  });
});

describe('the account in another municipality', () => {
  it('asks /api/auth/me naming the municipality, whichever was chosen before', async () => {
    storeRaw(tokenExpiringIn(3600), user({ role: 'responsable' }));
    chooseMunicipio(2);
    const calls = fakeApi(() => ({ body: user({ role: 'responsable' }) }));
    await dataProvider.cuentaEnMunicipio(3);
    expect(calls.map((c) => `${c.method} ${c.url} ${c.municipio}`)).toEqual(['GET /api/auth/me 3']);
  });
});
