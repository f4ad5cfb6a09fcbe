import { describe, expect, it } from 'vitest';
import { createFormData, digitsOnly, emptyGatoForm, gatoToForm, updateFormData, updatePayload, validateGatoForm } from '../../../src/client/gatos/gatoForm';
import { gatosToCsv } from '../../../src/client/gatos/exportGatos';
import { FORMULA_ATTACKS, expectDefused, readCsvRows } from '../../domain/csvAttacks';
import type { Gato } from '../../../src/domain/types';
import { spanishErrors } from '../spanish';

const gato: Gato = {
  id: 7,
  nombre: 'Misi',
  raza: null,
  sexo: 'H',
  edad_num: 3,
  edad_unidad: 'meses',
  estado_salud: null,
  ubicacion: 'Plaza Mayor',
  colonia_id: 2,
  colonia_nombre: 'Colonia de la Catedral',
  evaluacion_sanitaria: null,
  adoptabilidad: null,
  fecha_vacunacion: '2025-03-29',
  tipo_vacuna: null,
  fecha_desparasitacion: null,
  fecha_esterilizacion: null,
  codigo_identificacion: null,
  fecha_identificacion: null,
  imagen: 'abc.png',
  activo: true,
};

describe('the cat form rules', () => {
  it('starts empty with the age unit in meses', () => {
    expect(emptyGatoForm()).toMatchObject({ nombre: '', sexo: '', edad_unidad: 'meses', colonia_id: null, imagen_file: null });
  });

  it('gives the exact original messages on create, the photo and the 15-digit code included', () => {
    expect(spanishErrors(validateGatoForm(emptyGatoForm(), 'create'))).toEqual({
      nombre: 'El nombre es obligatorio',
      sexo: 'Selecciona el sexo',
      ubicacion: 'La ubicación es obligatoria',
      colonia_id: 'Debe seleccionar una colonia',
      codigo_identificacion: 'El código de identificación debe tener exactamente 15 dígitos',
      imagen_file: 'Debe subir una imagen',
    });
    const ready = { ...emptyGatoForm(), nombre: ' Misi ', sexo: 'H', ubicacion: 'Plaza', colonia_id: 2, codigo_identificacion: '724000000000001', imagen_file: new File(['x'], 'a.png') };
    expect(spanishErrors(validateGatoForm(ready, 'create'))).toEqual({});
    expect(spanishErrors(validateGatoForm({ ...ready, nombre: '   ' }, 'create'))).toEqual({ nombre: 'El nombre es obligatorio' });
  });

  it('on edit needs no photo and accepts an empty code, but not a short one', () => {
    const values = gatoToForm(gato);
    expect(spanishErrors(validateGatoForm(values, 'edit'))).toEqual({});
    expect(spanishErrors(validateGatoForm({ ...values, codigo_identificacion: '123' }, 'edit'))).toEqual({ codigo_identificacion: 'El código de identificación debe tener exactamente 15 dígitos' });
    expect(spanishErrors(validateGatoForm({ ...values, ubicacion: '', colonia_id: null }, 'edit'))).toEqual({ ubicacion: 'La ubicación es obligatoria', colonia_id: 'Debe seleccionar una colonia' });
  });

  it('keeps only digits in the code, at most 15', () => {
    expect(digitsOnly('724-000 000000001999abc')).toBe('724000000000001');
    expect(digitsOnly(null)).toBe('');
  });

  it('creates with multipart: the photo under `file`, dates as ISO timestamps, empty fields left out', () => {
    const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });
    const form = createFormData({ ...emptyGatoForm(), nombre: ' Misi ', sexo: 'H', ubicacion: 'Plaza', colonia_id: '2', edad_num: 3, fecha_vacunacion: '2025-03-29', codigo_identificacion: '724000000000001' }, photo);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      nombre: 'Misi',
      sexo: 'H',
      edad_unidad: 'meses',
      ubicacion: 'Plaza',
      codigo_identificacion: '724000000000001',
      edad_num: '3',
      colonia_id: '2',
      fecha_vacunacion: '2025-03-29T00:00:00.000Z',
    });
    expect((form.get('file') as File).name).toBe('foto.jpg');
  });

  it('edits with JSON: dates cut to the date and empty values left out', () => {
    const values = { ...gatoToForm(gato), fecha_esterilizacion: '2025-05-06T10:00:00Z', raza: '' };
    expect(updatePayload(values)).toEqual({
      nombre: 'Misi',
      sexo: 'H',
      edad_num: 3,
      edad_unidad: 'meses',
      ubicacion: 'Plaza Mayor',
      colonia_id: 2,
      fecha_vacunacion: '2025-03-29',
      fecha_esterilizacion: '2025-05-06',
    });
  });

  it('edits with multipart when a new photo is chosen, the photo under `imagen`', () => {
    const form = updateFormData(gatoToForm(gato), new File(['x'], 'nueva.png', { type: 'image/png' }));
    expect(form.get('nombre')).toBe('Misi');
    expect(form.get('fecha_vacunacion')).toBe('2025-03-29');
    expect(form.has('raza')).toBe(false);
    expect((form.get('imagen') as File).name).toBe('nueva.png');
  });
});

describe('the CSV export', () => {
  it('quotes when needed and defuses spreadsheet formulas in every text a person typed ("Exportar CSV" and "Exportar selección")', () => {
    const attacked = FORMULA_ATTACKS.map((attack, i) => ({
      ...gato,
      id: i + 1,
      nombre: attack,
      raza: attack,
      ubicacion: attack,
      colonia_nombre: attack,
      evaluacion_sanitaria: attack,
      tipo_vacuna: attack,
    }));
    const text = gatosToCsv([...attacked, { ...gato, ubicacion: 'Calle Mayor, 3', evaluacion_sanitaria: 'Dijo "miau"', activo: false }]);
    expectDefused(text, ',');
    const rows = readCsvRows(text, ',');
    for (const row of rows.slice(1, -1)) expect(row.filter((cell) => cell.startsWith("'"))).toHaveLength(6);
    const plain = rows.at(-1)!;
    expect(plain[7]).toBe('Calle Mayor, 3');
    expect(plain[10]).toBe('Dijo "miau"');
    expect(plain.at(-1)).toBe('no');
  });

  it('writes our own field names, so the file can be imported again', () => {
    const text = gatosToCsv([gato]);
    const [header, row] = text.trim().split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['nombre', 'sexo', 'ubicacion', 'colonia_id', 'codigo_identificacion', 'fecha_vacunacion']));
    expect(row).toBe('7,Misi,,H,3,meses,,Plaza Mayor,2,Colonia de la Catedral,,,2025-03-29,,,,,sí');
  });
});
