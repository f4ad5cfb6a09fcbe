import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp, type TestUser } from '../helper';
import { form, mediaFiles, samplePdf, samplePng } from '../quejas/attachmentForm';
import { createProveedor } from '../jornadas/support';
import { addTarifa, clinica, diaOperado } from './support';

interface Linea {
  coste_id: number;
  importe_centimos: number;
}

const campos = (proveedor_id: number, lineas: Linea[], overrides: Record<string, string | number> = {}) => ({
  proveedor_id,
  numero: 'F-2025-014',
  fecha: '2025-11-30',
  base_centimos: 10000,
  iva_centimos: 2100,
  total_centimos: 12100,
  lineas: JSON.stringify(lineas),
  ...overrides,
});

async function registrar(t: TestApp, fields: Record<string, string | number>, file = samplePdf(), as: TestUser | 'responsable' = 'responsable') {
  return t.request({ method: 'POST', url: '/api/facturas/', as, payload: form(fields, file) });
}

/** A clinic with prices for the three acts of an operated day, that day's acts, and the clinic's vet. */
async function escenario(t: TestApp) {
  const vet = await t.createUser('veterinario');
  const { id } = await clinica(t, vet);
  for (const [acto, importe_centimos] of [['esterilizacion_hembra', 6000], ['microchip', 2500], ['test_felv_fiv', 3000]] as const) {
    expect((await addTarifa(t, id, { acto, importe_centimos })).statusCode).toBe(200);
  }
  const dia = await diaOperado(t, id, vet);
  return { vet, proveedorId: id, ...dia };
}

const libro = async (t: TestApp, proveedorId: number) =>
  Object.fromEntries(
    json(await t.request({ method: 'GET', url: `/api/costes/?proveedor_id=${proveedorId}`, as: 'responsable' })).map((c: { concepto: string; importe_centimos: number | null; origen: string | null; factura_numero: string | null }) => [
      c.concepto,
      { importe: c.importe_centimos, origen: c.origen, factura: c.factura_numero },
    ]),
  );

const count = async (t: TestApp, table: 'facturas' | 'costes') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describeEachEngine('costes: invoices', (t) => {
  it('an invoice for a clinic day\'s acts replaces their prices by its lines, shows them, and serves its PDF to staff and the clinic\'s vet only', async () => {
    const { vet, proveedorId, costes, gatoId, colonia, chip, nombre } = await escenario(t());
    expect(await libro(t(), proveedorId)).toEqual({
      esterilizacion_hembra: { importe: 7260, origen: 'tarifa', factura: null },
      microchip: { importe: 3025, origen: 'tarifa', factura: null },
      test_felv_fiv: { importe: 3630, origen: 'tarifa', factura: null },
    });

    const res = await registrar(t(), campos(proveedorId, [{ coste_id: costes.esterilizacion_hembra, importe_centimos: 7000 }, { coste_id: costes.microchip, importe_centimos: 3000 }]));
    expect(res.statusCode, res.body).toBe(200);
    const factura = json(res);
    expect(factura).toMatchObject({ proveedor_id: proveedorId, proveedor_nombre: 'Clínica San Antón', numero: 'F-2025-014', fecha: '2025-11-30', base_centimos: 10000, iva_centimos: 2100, total_centimos: 12100, lineas_count: 2 });
    expect(factura.lineas).toEqual([
      expect.objectContaining({ coste_id: costes.esterilizacion_hembra, concepto: 'esterilizacion_hembra', importe_centimos: 7000, gato_id: gatoId, gato_nombre: nombre, gato_microchip: chip, colonia_id: colonia.id, colonia_nombre: colonia.nombre }),
      expect.objectContaining({ coste_id: costes.microchip, concepto: 'microchip', importe_centimos: 3000 }),
    ]);
    expect(await libro(t(), proveedorId)).toEqual({
      esterilizacion_hembra: { importe: 7000, origen: 'factura', factura: 'F-2025-014' },
      microchip: { importe: 3000, origen: 'factura', factura: 'F-2025-014' },
      test_felv_fiv: { importe: 3630, origen: 'tarifa', factura: null },
    });
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'facturas').where('entidad_id', '=', String(factura.id)).execute();
    expect(audit).toEqual([{ accion: 'crear' }]);

    // The PDF: a signed link per reader, served to staff and to the clinic's vet, to nobody else.
    const linkFor = (user: TestUser) => t().app.gatera.attachmentLinks.urlOf(path.basename(factura.archivo), user.id)!;
    for (const reader of [await t().user('admin'), vet]) {
      const own = json(await t().request({ method: 'GET', url: `/api/facturas/${factura.id}`, as: reader })).archivo;
      const served = await t().request({ method: 'GET', url: new URL(own).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.equals(samplePdf().bytes)).toBe(true);
    }
    const otroVet = await t().createUser('veterinario');
    for (const outsider of [await t().user('voluntario'), await t().user('usuario'), otroVet]) {
      expect((await t().request({ method: 'GET', url: linkFor(outsider) })).statusCode).toBe(404);
    }
    // The other vet neither lists nor reads it; the clinic's vet does.
    expect(json(await t().request({ method: 'GET', url: '/api/facturas/', as: otroVet }))).toEqual([]);
    expect((await t().request({ method: 'GET', url: `/api/facturas/${factura.id}`, as: otroVet })).statusCode).toBe(404);
    expect(json(await t().request({ method: 'GET', url: '/api/facturas/', as: vet })).map((f: { id: number }) => f.id)).toEqual([factura.id]);
  });

  it('refuses a repeated number, a wrong total, lines over the total, another provider\'s act, an act already invoiced and a file that is no PDF, writing nothing', async () => {
    const { proveedorId, costes, vet } = await escenario(t());
    const primera = await registrar(t(), campos(proveedorId, [{ coste_id: costes.microchip, importe_centimos: 3000 }]));
    expect(primera.statusCode, primera.body).toBe(200);
    const otro = await createProveedor(t(), { nombre: 'Clínica del Río', usuario_id: vet.id });
    const ajeno = await diaOperado(t(), otro.id, vet);
    const before = { facturas: await count(t(), 'facturas'), files: mediaFiles(t().paths.mediaDir) };
    const costesAntes = await t().db.selectFrom('costes').select(['id', 'factura_id', 'importe_centimos']).orderBy('id').execute();
    const cases: [Record<string, string | number>, ReturnType<typeof samplePdf>, number, string][] = [
      [campos(proveedorId, []), samplePdf(), 409, 'Este proveedor ya tiene una factura con ese número.'],
      [campos(proveedorId, [], { numero: 'F-2', total_centimos: 12000 }), samplePdf(), 422, 'El total de la factura debe ser su base más su IVA.'],
      [campos(proveedorId, [{ coste_id: costes.esterilizacion_hembra, importe_centimos: 12101 }], { numero: 'F-3' }), samplePdf(), 422, 'La suma de las líneas supera el total de la factura.'],
      [campos(proveedorId, [{ coste_id: ajeno.costes.microchip, importe_centimos: 3000 }], { numero: 'F-4' }), samplePdf(), 409, 'Uno de los actos es de otro proveedor: una factura solo paga actos de su proveedor.'],
      [campos(proveedorId, [{ coste_id: costes.esterilizacion_hembra, importe_centimos: 7000 }, { coste_id: costes.microchip, importe_centimos: 3000 }], { numero: 'F-5' }), samplePdf(), 409, 'Uno de los actos ya está en otra factura.'],
      [campos(proveedorId, [{ coste_id: 999999, importe_centimos: 1 }], { numero: 'F-6' }), samplePdf(), 404, 'Uno de los actos de la factura no existe.'],
      [campos(proveedorId, [{ coste_id: costes.test_felv_fiv, importe_centimos: 1 }, { coste_id: costes.test_felv_fiv, importe_centimos: 1 }], { numero: 'F-7' }), samplePdf(), 422, 'Un mismo acto aparece dos veces en la factura.'],
      [{ ...campos(proveedorId, [], { numero: 'F-8' }), lineas: '{"coste_id": 1}' }, samplePdf(), 422, 'Las líneas de la factura no son válidas: deben ser una lista de actos, cada uno con su importe en céntimos.'],
      [campos(proveedorId, [], { numero: 'F-9', base_centimos: '12,5' }), samplePdf(), 422, 'El importe debe ser un número entero de céntimos entre 0 y 1.000.000.000.'],
      [campos(proveedorId, [], { numero: 'F-10', fecha: '30/11/2025' }), samplePdf(), 422, 'La fecha no es válida: usa el formato AAAA-MM-DD.'],
      [campos(proveedorId, [], { numero: '  ' }), samplePdf(), 422, 'Indica el número de la factura.'],
      [campos(proveedorId, [], { numero: 'F-11' }), samplePng(), 415, 'La factura debe ser un archivo PDF.'],
    ];
    for (const [fields, file, status, detail] of cases) {
      const res = await registrar(t(), fields, file);
      expect(res.statusCode, `${JSON.stringify(fields)}: ${res.body}`).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    expect(await count(t(), 'facturas')).toBe(before.facturas);
    expect(mediaFiles(t().paths.mediaDir)).toEqual(before.files);
    expect(await t().db.selectFrom('costes').select(['id', 'factura_id', 'importe_centimos']).orderBy('id').execute()).toEqual(costesAntes);
  });

  it('a correction replaces the lines (those left out go back to their price), the PDF may be replaced, and deleting unlinks its acts and removes its file', async () => {
    const { proveedorId, costes } = await escenario(t());
    const factura = json(await registrar(t(), campos(proveedorId, [{ coste_id: costes.esterilizacion_hembra, importe_centimos: 7000 }, { coste_id: costes.microchip, importe_centimos: 3000 }])));
    const body = { proveedor_id: proveedorId, numero: 'F-2025-014-R', fecha: '2025-12-01', base_centimos: 3000, iva_centimos: 630, total_centimos: 3630, lineas: [{ coste_id: costes.test_felv_fiv, importe_centimos: 3600 }] };
    const put = await t().request({ method: 'PUT', url: `/api/facturas/${factura.id}`, as: 'admin', payload: body });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put)).toMatchObject({ numero: 'F-2025-014-R', total_centimos: 3630, lineas_count: 1, lineas: [expect.objectContaining({ coste_id: costes.test_felv_fiv, importe_centimos: 3600 })] });
    expect(await libro(t(), proveedorId)).toEqual({
      esterilizacion_hembra: { importe: 7260, origen: 'tarifa', factura: null },
      microchip: { importe: 3025, origen: 'tarifa', factura: null },
      test_felv_fiv: { importe: 3600, origen: 'factura', factura: 'F-2025-014-R' },
    });
    const bad = await t().request({ method: 'PUT', url: `/api/facturas/${factura.id}`, as: 'admin', payload: { ...body, total_centimos: 1 } });
    expect(json(bad).detail).toBe('El total de la factura debe ser su base más su IVA.');

    const oldFile = path.join(t().paths.mediaDir, path.basename(factura.archivo));
    expect(fs.existsSync(oldFile)).toBe(true);
    const otroPdf = { ...samplePdf(), bytes: Buffer.concat([samplePdf().bytes, Buffer.from('% corregida\n')]) };
    const replaced = await t().request({ method: 'PUT', url: `/api/facturas/${factura.id}/archivo`, as: 'responsable', payload: form({}, otroPdf) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(fs.existsSync(oldFile)).toBe(false);
    const newFile = path.join(t().paths.mediaDir, path.basename(json(replaced).archivo));
    expect(fs.readFileSync(newFile).equals(otroPdf.bytes)).toBe(true);
    expect((await t().request({ method: 'PUT', url: `/api/facturas/${factura.id}/archivo`, as: 'responsable', payload: form({}, samplePng()) })).statusCode).toBe(415);

    // A provider with invoices stays.
    const delProveedor = await t().request({ method: 'DELETE', url: `/api/proveedores/${proveedorId}`, as: 'admin' });
    expect(delProveedor.statusCode).toBe(409);

    const del = await t().request({ method: 'DELETE', url: `/api/facturas/${factura.id}`, as: 'responsable' });
    expect(json(del).message).toBe('Factura borrada; sus actos vuelven a valer lo que dice la tarifa.');
    expect(fs.existsSync(newFile)).toBe(false);
    expect((await libro(t(), proveedorId)).test_felv_fiv).toEqual({ importe: 3630, origen: 'tarifa', factura: null });
    expect((await t().request({ method: 'GET', url: `/api/facturas/${factura.id}`, as: 'admin' })).statusCode).toBe(404);
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'facturas').where('entidad_id', '=', String(factura.id)).orderBy('id').execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'editar', 'editar', 'eliminar']);
  });

  it('lists filtered by provider, dates and number, sorted and paged', async () => {
    const { proveedorId } = await escenario(t());
    const otro = await createProveedor(t(), { nombre: 'Clínica del Río' });
    for (const [proveedor, numero, fecha, total] of [[proveedorId, 'A-10', '2031-03-01', 500], [proveedorId, 'A-2', '2031-05-01', 100], [otro.id, 'B-1', '2031-04-01', 300]] as const) {
      expect((await registrar(t(), campos(proveedor, [], { numero, fecha, base_centimos: total, iva_centimos: 0, total_centimos: total }))).statusCode).toBe(200);
    }
    const numeros = async (query: string) => {
      const res = await t().request({ method: 'GET', url: `/api/facturas/?${query.includes('desde') ? '' : 'desde=2031-01-01&'}${query}`, as: 'responsable' });
      return { total: res.headers['x-total-count'], numeros: json(res).map((f: { numero: string }) => f.numero) };
    };
    expect(await numeros('')).toEqual({ total: '3', numeros: ['A-2', 'B-1', 'A-10'] });
    expect(await numeros(`proveedor_id=${proveedorId}`)).toEqual({ total: '2', numeros: ['A-2', 'A-10'] });
    expect(await numeros('desde=2031-04-01&hasta=2031-04-30')).toEqual({ total: '1', numeros: ['B-1'] });
    expect(await numeros('q=a-1')).toEqual({ total: '1', numeros: ['A-10'] });
    expect(await numeros('sort=total_centimos&order=asc')).toEqual({ total: '3', numeros: ['A-2', 'B-1', 'A-10'] });
    expect(await numeros('sort=numero&order=asc&skip=1&limit=1')).toEqual({ total: '3', numeros: ['A-10'] });
    expect((await t().request({ method: 'GET', url: '/api/facturas/?desde=ayer', as: 'responsable' })).statusCode).toBe(422);
  });

  it('volunteers and citizens reach no invoice; a vet changes none', async () => {
    const { proveedorId } = await escenario(t());
    const factura = json(await registrar(t(), campos(proveedorId, [])));
    const before = await count(t(), 'facturas');
    for (const role of ['voluntario', 'usuario'] as const) {
      expect((await t().request({ method: 'GET', url: '/api/facturas/', as: role })).statusCode).toBe(403);
      expect((await t().request({ method: 'GET', url: `/api/facturas/${factura.id}`, as: role })).statusCode).toBe(403);
    }
    for (const role of ['voluntario', 'usuario', 'veterinario'] as const) {
      expect((await registrar(t(), campos(proveedorId, [], { numero: `X-${role}` }), samplePdf(), await t().user(role))).statusCode).toBe(403);
      expect((await t().request({ method: 'PUT', url: `/api/facturas/${factura.id}`, as: role, payload: { proveedor_id: proveedorId, numero: 'X', fecha: '2025-01-01', base_centimos: 0, iva_centimos: 0, total_centimos: 0, lineas: [] } })).statusCode).toBe(403);
      expect((await t().request({ method: 'PUT', url: `/api/facturas/${factura.id}/archivo`, as: role, payload: form({}, samplePdf()) })).statusCode).toBe(403);
      expect((await t().request({ method: 'DELETE', url: `/api/facturas/${factura.id}`, as: role })).statusCode).toBe(403);
    }
    expect(await count(t(), 'facturas')).toBe(before);
  });
});
