/** Issue 15, certificates: the one-page PDF parsed, its code verified publicly; roles; a cat without microchip. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { parsePdf } from '../informes/pdf';
import { ROLES, can } from '../../../src/domain/roles';
import { RESTORE_GATE_MESSAGE } from '../../../src/server/lib/writeGate';

describeEachEngine(
  'certificado',
  (t) => {
    it('issues a one-page PDF with council, cat, microchip, dates, colony and a code that verifies', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colonia de la Alameda', ubicacion: 'Paseo de la Alameda' });
      const gato = await createGato(t().db, colonia.id, { nombre: 'Certificada', sexo: 'H', codigo_identificacion: '941000000000777', fecha_identificacion: '2025-02-01', fecha_esterilizacion: '2025-02-03' });
      const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/certificado`, as: 'veterinario' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="certificado_941000000000777.pdf"');
      const pdf = await parsePdf(res.rawPayload);
      expect(pdf.pages).toHaveLength(1);
      const text = pdf.pages[0];
      for (const expected of ['Certificado de esterilización e identificación', 'Ayuntamiento de Sigüenza', 'NIF: P1931500J', 'Nombre: Certificada', 'Microchip: 941000000000777', 'Fecha de identificación: 01/02/2025', 'Fecha de esterilización: 03/02/2025', 'Colonia: Colonia de la Alameda', 'Ubicación: Paseo de la Alameda']) {
        expect(text).toContain(expected);
      }
      const codigo = /Código de verificación: (C-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec(text)?.[1];
      expect(codigo).toBeTruthy();
      expect(text).toContain(`http://gatera.test/api/verificar/${codigo}`);

      const verified = await t().request({ method: 'GET', url: `/api/verificar/${codigo!.toLowerCase()}` });
      expect(verified.statusCode).toBe(200);
      expect(json(verified)).toMatchObject({ codigo, valido: true, microchip: '941000000000777', fecha_esterilizacion: '2025-02-03', municipio: 'Sigüenza' });
      const unknown = await t().request({ method: 'GET', url: '/api/verificar/C-2222-2222' });
      expect(unknown.statusCode).toBe(404);
      expect(json(unknown).detail).toBe('No existe ningún certificado con ese código de verificación.');
    });

    it('is for admin, responsable and veterinario; a cat without microchip has no certificate', async () => {
      const colonia = await createColonia(t().db);
      const conChip = await createGato(t().db, colonia.id, { codigo_identificacion: '941000000000778' });
      for (const role of ROLES) {
        const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/${conChip.id}/certificado`, as: role });
        expect(res.statusCode, role).toBe(can(role, 'gatos.certificado') ? 200 : 403);
      }
      expect(['admin', 'responsable', 'veterinario'].every((r) => can(r, 'gatos.certificado'))).toBe(true);
      const sinChip = await createGato(t().db, colonia.id, { codigo_identificacion: null });
      const res = await t().request({ method: 'GET', url: `/api/gatos/gatos/${sinChip.id}/certificado`, as: 'admin' });
      expect(res.statusCode).toBe(422);
      expect(json(res).detail).toBe('El gato no tiene microchip: no se puede emitir su certificado de identificación.');
      expect((await t().request({ method: 'GET', url: '/api/gatos/gatos/999999/certificado', as: 'admin' })).statusCode).toBe(404);
    });

    it('is held back while a restore runs (issuing one writes its code to the database), and issued again after', async () => {
      const colonia = await createColonia(t().db);
      const gato = await createGato(t().db, colonia.id, { codigo_identificacion: '941000000000779' });
      const open = await t().app.gatera.writeGate.close();
      try {
        const held = await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/certificado`, as: 'admin' });
        expect(held.statusCode).toBe(503);
        expect(json(held).detail).toBe(RESTORE_GATE_MESSAGE);
        expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
        expect(await t().db.selectFrom('certificados').select('codigo').where('gato_id', '=', gato.id).execute()).toEqual([]);
      } finally {
        open();
      }
      expect((await t().request({ method: 'GET', url: `/api/gatos/gatos/${gato.id}/certificado`, as: 'admin' })).statusCode).toBe(200);
    });
  },
  { env: { MUNICIPIO_NIF: 'P1931500J', MUNICIPIO_DIRECCION: 'Plaza Mayor, 1' } },
);
