/** The installation's settings: saved by the admin, audited, served by /api/settings; the demo notice flag. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { describeEachEngine, json } from '../helper';
import { multipart, pngBytes } from '../gatos/support';

describeEachEngine('ajustes: the settings screen\'s calls', (t) => {
  it('starts from the environment, and what the admin saves wins; each save is audited', async () => {
    const before = json(await t().request({ method: 'GET', url: '/api/settings', as: null }));
    expect(before).toMatchObject({ producto_nombre: 'Gatera', escudo_url: null, contact_email: t().config.contactEmail, municipio_nombre: t().config.municipio.nombre });

    const saved = await t().request({
      method: 'PUT',
      url: '/api/ajustes',
      as: 'admin',
      payload: { producto_nombre: '  Gatos de Sigüenza ', municipio_nombre: 'Ayuntamiento de Sigüenza', contacto_email: 'gatos@siguenza.es' },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({
      producto_nombre: 'Gatos de Sigüenza', municipio_nombre: 'Ayuntamiento de Sigüenza', contacto_email: 'gatos@siguenza.es', escudo: null,
      nif: null, direccion: null, dir3: null, latitud: null, longitud: null, radio_km: null, idiomas: null, cer_objetivo: null, censo_vigencia_dias: null, cer_merma_anual: null,
      peso_reserva_macho: null, peso_reserva_hembra: null, peso_reserva_desconocido: null, peso_reserva_cachorro: null,
    });
    const after = json(await t().request({ method: 'GET', url: '/api/settings', as: null }));
    expect(after).toMatchObject({ producto_nombre: 'Gatos de Sigüenza', municipio_nombre: 'Ayuntamiento de Sigüenza', contact_email: 'gatos@siguenza.es' });

    const audit = await t().db.selectFrom('audit_log').select(['accion', 'entidad', 'detalle']).where('entidad', '=', 'ajustes').execute();
    expect(audit).toEqual([{ accion: 'editar', entidad: 'ajustes', detalle: 'producto_nombre, municipio_nombre, contacto_email' }]);

    // An empty text goes back to the environment's value.
    await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload: { contacto_email: '' } });
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).contact_email).toBe(t().config.contactEmail);
  });

  it('refuses bad values with a Spanish 422 and leaves the settings as they were', async () => {
    const current = json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }));
    for (const payload of [{ contacto_email: 'no-es-un-correo' }, { producto_nombre: 'x'.repeat(61) }]) {
      const res = await t().request({ method: 'PUT', url: '/api/ajustes', as: 'admin', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof json(res).detail).toBe('string');
    }
    expect(json(await t().request({ method: 'GET', url: '/api/ajustes', as: 'admin' }))).toEqual(current);
  });

  it('is for the admin only', async () => {
    for (const role of ['responsable', 'voluntario', 'veterinario', 'usuario'] as const) {
      expect((await t().request({ method: 'PUT', url: '/api/ajustes', as: role, payload: { producto_nombre: 'X' } })).statusCode, role).toBe(403);
      expect((await t().request({ method: 'GET', url: '/api/ajustes', as: role })).statusCode, role).toBe(403);
    }
    expect((await t().request({ method: 'GET', url: '/api/ajustes', as: null })).statusCode).toBe(401);
  });

  it('uploads the coat of arms, serves it publicly, replaces and removes it', async () => {
    const png = pngBytes(20, 24);
    const { payload, headers } = multipart({}, { filename: 'escudo.png', contentType: 'image/png', bytes: png });
    const up = await t().request({ method: 'PUT', url: '/api/ajustes/escudo', as: 'admin', payload, headers });
    expect(up.statusCode).toBe(200);
    const url = json(await t().request({ method: 'GET', url: '/api/settings', as: null })).escudo_url as string;
    expect(url).toMatch(/^\/api\/settings\/escudo\?v=/);
    const served = await t().request({ method: 'GET', url, as: null });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const bad = multipart({}, { filename: 'escudo.txt', contentType: 'text/plain', bytes: Buffer.from('hola') });
    const refused = await t().request({ method: 'PUT', url: '/api/ajustes/escudo', as: 'admin', payload: bad.payload, headers: bad.headers });
    expect(refused.statusCode).toBe(422);
    expect((await t().request({ method: 'GET', url, as: null })).statusCode).toBe(200);

    expect((await t().request({ method: 'DELETE', url: '/api/ajustes/escudo', as: 'admin' })).statusCode).toBe(200);
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).escudo_url).toBeNull();
    expect((await t().request({ method: 'GET', url: '/api/settings/escudo', as: null })).statusCode).toBe(404);
  });

});

describeEachEngine('ajustes: no demo notice on a real installation', (t) => {
  it('DEMO_DATA=false hides it', async () => {
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).aviso_demo).toBe(false);
  });
}, { env: { DEMO_DATA: 'false' } });

describeEachEngine('ajustes: AVISO_DEMO=true shows it on a real installation', (t) => {
  it('AVISO_DEMO=true shows it', async () => {
    expect(json(await t().request({ method: 'GET', url: '/api/settings', as: null })).aviso_demo).toBe(true);
  });
}, { env: { DEMO_DATA: 'false', AVISO_DEMO: 'true' } });

describe('ajustes: the demo notice follows the installation', () => {
  const base = { JWT_SECRET: 'secreto-de-pruebas-con-longitud-suficiente-0123456789' };
  it('shows on the demo (DEMO_DATA unset or true) and not on a real one unless AVISO_DEMO=true', () => {
    expect(loadConfig(base).avisoDemo).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: 'true' }).avisoDemo).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: 'false' }).avisoDemo).toBe(false);
    expect(loadConfig({ ...base, DEMO_DATA: 'false', AVISO_DEMO: 'true' }).avisoDemo).toBe(true);
  });
});
