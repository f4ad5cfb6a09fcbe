/** Certificates: the one-page PDF parsed, its code verified publicly; roles; a cat without microchip. */
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

    const codeOf = async (res: { rawPayload: Buffer }) => /Código de verificación: (C-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await parsePdf(res.rawPayload)).pages[0])?.[1];
    const issue = (id: number) => t().request({ method: 'GET', url: `/api/gatos/gatos/${id}/certificado`, as: 'veterinario' });
    const verify = async (codigo: string, language = 'es') => json(await t().request({ method: 'GET', url: `/api/verificar/${codigo}`, headers: { 'accept-language': language } }));
    const rowsOf = (gatoId: number) => t().db.selectFrom('certificados').select('codigo').where('gato_id', '=', gatoId).execute();

    it('asking again for an unchanged cat gives the same certificate: same code, one row, one audit entry', async () => {
      const colonia = await createColonia(t().db);
      const gato = await createGato(t().db, colonia.id, { codigo_identificacion: '941000000000780', fecha_esterilizacion: '2025-02-03' });
      const first = await issue(gato.id);
      const again = await issue(gato.id);
      const both = await Promise.all([issue(gato.id), issue(gato.id)]);
      const codigo = await codeOf(first);
      expect(codigo).toBeTruthy();
      for (const res of [again, ...both]) {
        expect(res.statusCode).toBe(200);
        expect(await codeOf(res)).toBe(codigo);
      }
      expect(await rowsOf(gato.id)).toEqual([{ codigo }]);
      const audit = await t().db.selectFrom('audit_log').select('entidad_id').where('entidad', '=', 'certificados').where('detalle', '=', `gato ${gato.id}`).execute();
      expect(audit).toEqual([{ entidad_id: codigo }]);
    });

    it('stops verifying once the sterilisation date is removed or changed, or the cat is retired, saying why; a retired cat gets none', async () => {
      const colonia = await createColonia(t().db);
      const gato = await createGato(t().db, colonia.id, { codigo_identificacion: '941000000000781', fecha_esterilizacion: '2025-02-03' });
      const original = (await codeOf(await issue(gato.id)))!;
      expect(await verify(original)).toMatchObject({ valido: true, motivo: null });

      const edit = (fecha_esterilizacion: string | null) => t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { fecha_esterilizacion } });
      expect((await edit(null)).statusCode).toBe(200);
      expect(await verify(original)).toMatchObject({
        codigo: original,
        valido: false,
        motivo: 'El certificado ya no es válido: la fecha de esterilización del gato ha cambiado o se ha eliminado.',
        fecha_esterilizacion: '2025-02-03',
      });
      expect((await verify(original, 'en')).motivo).toBe("The certificate is no longer valid: the cat's neutering date has changed or been removed.");
      // The cat as it is now gets a certificate of its own, which verifies.
      const current = (await codeOf(await issue(gato.id)))!;
      expect(current).not.toBe(original);
      expect(await verify(current)).toMatchObject({ valido: true, fecha_esterilizacion: null });
      expect((await edit('2025-03-01')).statusCode).toBe(200);
      expect((await verify(original)).valido).toBe(false);
      expect((await verify(current)).valido).toBe(false);

      expect((await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}/baja`, as: 'admin' })).statusCode).toBe(200);
      for (const codigo of [original, current]) {
        expect(await verify(codigo)).toMatchObject({ valido: false, motivo: 'El certificado ya no es válido: el gato se ha dado de baja.' });
      }
      const rows = await rowsOf(gato.id);
      const retired = await issue(gato.id);
      expect(retired.statusCode).toBe(422);
      expect(json(retired).detail).toBe('El gato está dado de baja: no se puede emitir su certificado.');
      expect(await rowsOf(gato.id)).toEqual(rows);
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
