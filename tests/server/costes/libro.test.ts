import { expect, it } from 'vitest';
import { describeEachEngine, json, type TestApp } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { form, samplePdf } from '../quejas/attachmentForm';
import { addTarifa, clinica, diaOperado } from './support';

const alta = (t: TestApp, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/costes/', as: 'responsable', payload });

/** A grant whose one line funds feeding in 2031, made straight in the database (the grants' own screens are elsewhere). */
async function lineaAlimentacion(t: TestApp) {
  const now = new Date().toISOString();
  const subvencion = await t.db.insertInto('subvenciones').values({ convocatoria: 'Bienestar animal 2031', organismo: 'Diputación', referencia: 'EXP-1', fecha: '2031-01-15', importe_concedido_centimos: 500000, periodo_desde: '2031-01-01', periodo_hasta: '2031-12-31', created_at: now }).returning('id').executeTakeFirstOrThrow();
  return t.db.insertInto('subvencion_lineas').values({ subvencion_id: subvencion.id, nombre: 'Condiciones de vida y alimentación', conceptos: JSON.stringify([{ concepto: 'alimentacion', tope_centimos: null }]), importe_centimos: null, created_at: now }).returning('id').executeTakeFirstOrThrow();
}

describeEachEngine('costes: the ledger', (t) => {
  it('a clinic day\'s outcome makes its acts as costs of the clinic on the day, worth nothing until priced and then their price', async () => {
    const vet = await t().createUser('veterinario');
    const { id } = await clinica(t(), vet);
    const dia = await diaOperado(t(), id, vet);
    const list = json(await t().request({ method: 'GET', url: `/api/costes/?proveedor_id=${id}`, as: 'admin' }));
    expect(list.map((c: { concepto: string }) => c.concepto).sort()).toEqual(['esterilizacion_hembra', 'microchip', 'test_felv_fiv']);
    for (const coste of list) {
      expect(coste).toMatchObject({ fecha: dia.fecha, gato_id: dia.gatoId, gato_nombre: dia.nombre, gato_microchip: dia.chip, colonia_id: dia.colonia.id, colonia_nombre: dia.colonia.nombre, proveedor_id: id, proveedor_nombre: 'Clínica San Antón', reserva_id: dia.reservaId, factura_id: null, importe_centimos: null, origen: null });
    }
    await addTarifa(t(), id, { acto: 'esterilizacion_hembra', importe_centimos: 5000, iva_porcentaje: 10 });
    const priced = json(await t().request({ method: 'GET', url: `/api/costes/${dia.costes.esterilizacion_hembra}`, as: 'admin' }));
    expect(priced).toMatchObject({ importe_centimos: 5500, origen: 'tarifa' });
  });

  it('records acts and supplies by hand, which find their grant line, and refuses what does not fit in Spanish', async () => {
    const { id: proveedorId } = await clinica(t(), await t().createUser('veterinario'), 'Clínica de la Vega');
    await addTarifa(t(), proveedorId, { acto: 'vacuna', importe_centimos: 2000, iva_porcentaje: 21 });
    const colonia = await createColonia(t().db, { nombre: 'Colonia de la Ermita' });
    const gato = await createGato(t().db, colonia.id, { nombre: 'Tizón' });
    await lineaAlimentacion(t());

    const vacuna = await alta(t(), { concepto: 'vacuna', fecha: '2031-02-03', gato_id: gato.id, proveedor_id: proveedorId, descripcion: 'Trivalente' });
    expect(vacuna.statusCode, vacuna.body).toBe(200);
    expect(json(vacuna)).toMatchObject({ concepto: 'vacuna', colonia_id: colonia.id, colonia_nombre: 'Colonia de la Ermita', gato_nombre: 'Tizón', importe_centimos: 2420, origen: 'tarifa', linea_id: null, descripcion: 'Trivalente' });
    const pienso = json(await alta(t(), { concepto: 'alimentacion', fecha: '2031-02-10', colonia_id: colonia.id, importe_centimos: 4599, descripcion: 'Pienso, 20 kg' }));
    // The oldest grant funding feeding on that day takes it (this one, unless an earlier test made another).
    expect(pienso).toMatchObject({ importe_centimos: 4599, origen: 'propio', linea_id: expect.any(Number), asignacion: 'auto', linea_nombre: 'Condiciones de vida y alimentación' });
    const charla = json(await alta(t(), { concepto: 'formacion', fecha: '2031-03-01', importe_centimos: 15000 }));
    expect(charla).toMatchObject({ colonia_id: null, importe_centimos: 15000, origen: 'propio' });
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'costes').where('entidad_id', 'in', [String(pienso.id), String(charla.id)]).execute();
    expect(audit).toEqual([{ accion: 'crear' }, { accion: 'crear' }]);

    const before = await t().db.selectFrom('costes').select('id').execute();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ concepto: 'peluqueria', fecha: '2031-01-01' }, 422, 'El concepto no es uno de los actos o suministros que Gatera conoce.'],
      [{ concepto: 'vacuna', fecha: '2031-01-01', proveedor_id: proveedorId }, 422, 'Un acto veterinario se registra con su gato.'],
      [{ concepto: 'vacuna', fecha: '2031-01-01', gato_id: gato.id }, 422, 'Un acto veterinario se registra con el proveedor que lo hizo.'],
      [{ concepto: 'vacuna', fecha: '2031-01-01', gato_id: gato.id, proveedor_id: proveedorId, importe_centimos: 100 }, 422, 'El importe de un acto lo dan la tarifa de su proveedor o su factura, no se escribe a mano.'],
      [{ concepto: 'vacuna', fecha: '2031-01-01', gato_id: 999999, proveedor_id: proveedorId }, 404, 'El gato no existe.'],
      [{ concepto: 'alimentacion', fecha: '2031-01-01', importe_centimos: 100 }, 422, 'La alimentación y los suministros se registran con su colonia.'],
      [{ concepto: 'alimentacion', fecha: '2031-01-01', colonia_id: colonia.id }, 422, 'Indica el importe del suministro o de la formación.'],
      [{ concepto: 'suministros', fecha: '2031-01-01', colonia_id: colonia.id, gato_id: gato.id, importe_centimos: 100 }, 422, 'Un suministro es de una colonia, no de un gato ni de un proveedor.'],
      [{ concepto: 'formacion', fecha: '2031-01-01', colonia_id: colonia.id, importe_centimos: 100 }, 422, 'La formación no es de una colonia: no indiques colonia ni gato.'],
      [{ concepto: 'suministros', fecha: '2031-02-29', colonia_id: colonia.id, importe_centimos: 100 }, 422, 'La fecha no es válida: usa el formato AAAA-MM-DD.'],
      [{ concepto: 'suministros', fecha: '2031-02-01', colonia_id: 999999, importe_centimos: 100 }, 404, 'La colonia no existe.'],
    ];
    for (const [payload, status, detail] of cases) {
      const res = await alta(t(), payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res).detail).toBe(detail);
    }
    expect(await t().db.selectFrom('costes').select('id').execute()).toEqual(before);

    // Filters.
    const conceptos = async (query: string) => json(await t().request({ method: 'GET', url: `/api/costes/?desde=2031-01-01&hasta=2031-12-31&${query}`, as: 'responsable' })).map((c: { concepto: string }) => c.concepto);
    expect(await conceptos('')).toEqual(['formacion', 'alimentacion', 'vacuna']);
    expect(await conceptos('order=asc')).toEqual(['vacuna', 'alimentacion', 'formacion']);
    expect(await conceptos(`colonia_id=${colonia.id}`)).toEqual(['alimentacion', 'vacuna']);
    expect(await conceptos('concepto=formacion')).toEqual(['formacion']);
    expect(await conceptos('sin_linea=true')).toEqual(['formacion', 'vacuna']);
    expect(await conceptos(`linea_id=${pienso.linea_id}`)).toEqual(['alimentacion']);
    expect((await t().request({ method: 'GET', url: '/api/costes/?concepto=peluqueria', as: 'responsable' })).statusCode).toBe(422);
  });

  it('puts a cost on a line by hand, corrects a supply, and deletes only what was recorded by hand and is not invoiced', async () => {
    const vet = await t().createUser('veterinario');
    const { id: proveedorId } = await clinica(t(), vet, 'Clínica del Puente');
    const dia = await diaOperado(t(), proveedorId, vet);
    const colonia = await createColonia(t().db);
    const linea = await lineaAlimentacion(t());
    const pienso = json(await alta(t(), { concepto: 'alimentacion', fecha: '2031-04-10', colonia_id: colonia.id, importe_centimos: 3000 }));
    expect(pienso.asignacion).toBe('auto');

    const put = (id: number, payload: Record<string, unknown>) => t().request({ method: 'PUT', url: `/api/costes/${id}`, as: 'responsable', payload });
    expect(json(await put(pienso.id, { linea_id: null }))).toMatchObject({ linea_id: null, asignacion: 'manual', linea_nombre: null });
    // Taken off by hand, a new cost's automatic assignment leaves it alone.
    await alta(t(), { concepto: 'alimentacion', fecha: '2031-04-11', colonia_id: colonia.id, importe_centimos: 10 });
    expect(json(await t().request({ method: 'GET', url: `/api/costes/${pienso.id}`, as: 'admin' })).linea_id).toBeNull();
    expect(json(await put(dia.costes.microchip, { linea_id: linea.id }))).toMatchObject({ linea_id: linea.id, asignacion: 'manual' });
    expect(json(await put(pienso.id, { fecha: '2031-04-12', importe_centimos: 3250, descripcion: 'Pienso y agua' }))).toMatchObject({ fecha: '2031-04-12', importe_centimos: 3250, descripcion: 'Pienso y agua', linea_id: null });
    // Found by its date, a line is found again when the date moves: out of every grant's period, none.
    const otro = json(await alta(t(), { concepto: 'alimentacion', fecha: '2031-05-02', colonia_id: colonia.id, importe_centimos: 20 }));
    expect(otro.asignacion).toBe('auto');
    expect(json(await put(otro.id, { fecha: '2032-01-10' }))).toMatchObject({ linea_id: null, asignacion: null });
    expect(json(await put(otro.id, { fecha: '2031-05-03' }))).toMatchObject({ linea_id: otro.linea_id, asignacion: 'auto' });
    expect(json(await put(dia.costes.microchip, { importe_centimos: 100 })).detail).toBe('Solo la fecha y el importe de un suministro se corrigen aquí; los de un acto los dan su jornada, su tarifa o su factura.');
    expect(json(await put(dia.costes.microchip, { fecha: '2031-01-01' })).detail).toBe('Solo la fecha y el importe de un suministro se corrigen aquí; los de un acto los dan su jornada, su tarifa o su factura.');
    expect((await put(pienso.id, { linea_id: 999999 })).statusCode).toBe(404);
    expect((await put(999999, { linea_id: null })).statusCode).toBe(404);

    const del = (id: number) => t().request({ method: 'DELETE', url: `/api/costes/${id}`, as: 'responsable' });
    expect(json(await del(dia.costes.microchip)).detail).toBe('Este acto lo registró el resultado de una jornada: no puede borrarse.');
    const factura = await t().request({ method: 'POST', url: '/api/facturas/', as: 'responsable', payload: form({ proveedor_id: proveedorId, numero: 'S-1', fecha: '2031-05-01', base_centimos: 3250, iva_centimos: 0, total_centimos: 3250, lineas: JSON.stringify([{ coste_id: pienso.id, importe_centimos: 3250 }]) }, samplePdf()) });
    expect(factura.statusCode, factura.body).toBe(200);
    expect(json(await put(pienso.id, { importe_centimos: 1 })).detail).toBe('Este coste está en una factura: su importe se corrige en la factura.');
    expect(json(await del(pienso.id)).detail).toBe('Este coste está en una factura: quítalo de ella antes de borrarlo.');
    // Off its invoice, a supply keeps its amount, and then it may go.
    await t().request({ method: 'DELETE', url: `/api/facturas/${json(factura).id}`, as: 'responsable' });
    expect(json(await t().request({ method: 'GET', url: `/api/costes/${pienso.id}`, as: 'admin' }))).toMatchObject({ factura_id: null, importe_centimos: 3250, origen: 'propio' });
    expect(json(await del(pienso.id)).message).toBe('Coste borrado.');
    expect((await t().request({ method: 'GET', url: `/api/costes/${pienso.id}`, as: 'admin' })).statusCode).toBe(404);
    const audit = await t().db.selectFrom('audit_log').select('accion').where('entidad', '=', 'costes').where('entidad_id', '=', String(pienso.id)).orderBy('id').execute();
    expect(audit.map((a) => a.accion)).toEqual(['crear', 'editar', 'editar', 'editar', 'editar', 'eliminar']);
  });

  it('only staff reach the ledger', async () => {
    const colonia = await createColonia(t().db);
    const coste = json(await alta(t(), { concepto: 'suministros', fecha: '2031-06-01', colonia_id: colonia.id, importe_centimos: 500 }));
    for (const role of ['voluntario', 'usuario', 'veterinario'] as const) {
      expect((await t().request({ method: 'GET', url: '/api/costes/', as: role })).statusCode).toBe(403);
      expect((await t().request({ method: 'GET', url: `/api/costes/${coste.id}`, as: role })).statusCode).toBe(403);
      expect((await t().request({ method: 'POST', url: '/api/costes/', as: role, payload: { concepto: 'formacion', fecha: '2031-01-01', importe_centimos: 1 } })).statusCode).toBe(403);
      expect((await t().request({ method: 'PUT', url: `/api/costes/${coste.id}`, as: role, payload: { linea_id: null } })).statusCode).toBe(403);
      expect((await t().request({ method: 'DELETE', url: `/api/costes/${coste.id}`, as: role })).statusCode).toBe(403);
    }
    expect(json(await t().request({ method: 'GET', url: `/api/costes/${coste.id}`, as: 'admin' })).importe_centimos).toBe(500);
  });
});
