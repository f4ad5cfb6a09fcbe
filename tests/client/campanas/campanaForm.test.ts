import { describe, expect, it } from 'vitest';
import { campanaPayload, validateCampana, CAMPANA_DEFAULTS } from '../../../src/client/campanas/CampanaInputs';
import { progresoPercent, progresoText } from '../../../src/client/campanas/ProgresoCampana';
import { quejasResourceFor } from '../../../src/client/quejas/QuejasPage';
import { estatusLabel } from '../../../src/client/registros/EstatusChip';
import { gatoLabel } from '../../../src/client/actividades/GatoPicker';
import { fechaDeRegistro } from '../../../src/client/registros/fecha';

describe('the campaign form', () => {
  it('starts with gatos_objetivo 0', () => {
    expect(CAMPANA_DEFAULTS.gatos_objetivo).toBe(0);
  });

  it('sends trimmed texts, dates as typed, empty optional fields as null and the target as a number', () => {
    expect(
      campanaPayload({ nombre: ' CER ', fecha_inicio: '2025-03-01', fecha_fin: '', estatus: 'planeada', voluntarios_involucrados: '  ', gatos_objetivo: '7' }),
    ).toEqual({ nombre: 'CER', fecha_inicio: '2025-03-01', fecha_fin: null, estatus: 'planeada', voluntarios_involucrados: null, gatos_objetivo: 7 });
    expect(campanaPayload({ nombre: 'x', fecha_inicio: '2025-03-01', estatus: 'completada', gatos_objetivo: null }).gatos_objetivo).toBe(0);
  });

  it('puts a date problem on the field it is about', () => {
    expect(validateCampana({ fecha_inicio: '2025-06-01', fecha_fin: '2025-05-01' })).toEqual({
      fecha_fin: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    });
    expect(validateCampana({ fecha_inicio: '2025-06-01', fecha_fin: '2025-06-01' })).toEqual({});
    expect(validateCampana({ fecha_inicio: null })).toEqual({});
  });
});

describe('campaign progress text', () => {
  it('reads sterilised against the target, capped at 100 %', () => {
    expect(progresoText({ gatos_esterilizados: 3, gatos_objetivo: 12 })).toBe('3 de 12 esterilizados (25 %)');
    expect(progresoPercent({ gatos_esterilizados: 15, gatos_objetivo: 12 })).toBe(100);
    expect(progresoText({ gatos_esterilizados: 2, gatos_objetivo: 0 })).toBe('2 esterilizados (sin objetivo)');
  });
});

describe('small pieces of the screens', () => {
  it('/quejas lists every complaint for staff and their own for a usuario; /mis-quejas always the own', () => {
    expect(quejasResourceFor('admin', false)).toBe('quejas');
    expect(quejasResourceFor('responsable', false)).toBe('quejas');
    expect(quejasResourceFor('usuario', false)).toBe('mis-quejas');
    expect(quejasResourceFor('admin', true)).toBe('mis-quejas');
  });

  it('shows statuses with a capital and names a cat option by name, code and colony', () => {
    expect(estatusLabel('resuelta')).toBe('Resuelta');
    expect(estatusLabel('en progreso')).toBe('En progreso');
    expect(gatoLabel({ id: 1, nombre: 'Misi', codigo_identificacion: '724000000000001', colonia_nombre: 'Colonia A' })).toBe(
      'Misi (724000000000001) · Colonia A',
    );
    expect(gatoLabel({ id: 1, nombre: 'Misi', codigo_identificacion: null, colonia_nombre: null })).toBe('Misi');
  });

  it('shows the day a complaint was filed as dd/mm/yyyy, from a timestamp or a date', () => {
    expect(fechaDeRegistro('2025-03-29T12:00:00.000Z')).toBe('29/03/2025');
    expect(fechaDeRegistro('2025-03-29')).toBe('29/03/2025');
    expect(fechaDeRegistro(null)).toBe('');
  });
});
