import { describe, expect, it } from 'vitest';
import { NO_COLONY_TEXT, coloniaOptions, filterAsignaciones, paginate } from '../../../src/client/voluntarios/asignacionesFilter';

const entries = [
  { username: 'lucia', colony_nombre: 'Colonia de la Catedral' },
  { username: 'lucia', colony_nombre: 'Colonia de la Alameda' },
  { username: 'maria', colony_nombre: 'Colonia del Castillo' },
  { username: 'pedro', colony_nombre: 'Colonia de la Alameda' },
  { username: 'elena', colony_nombre: null },
];

describe('Personas Asignadas filters', () => {
  it('keeps everything with no filter, people without a colony included', () => {
    expect(filterAsignaciones(entries, { text: '', colonia: '' })).toEqual(entries);
    expect(filterAsignaciones(entries, { text: '   ', colonia: '' })).toEqual(entries);
  });

  it('filters by colony name, case-insensitive contains, from the text box', () => {
    expect(filterAsignaciones(entries, { text: 'ALAMEDA', colonia: '' }).map((e) => e.username)).toEqual(['lucia', 'pedro']);
    expect(filterAsignaciones(entries, { text: 'de la', colonia: '' }).map((e) => e.colony_nombre)).toEqual([
      'Colonia de la Catedral',
      'Colonia de la Alameda',
      'Colonia de la Alameda',
    ]);
    expect(filterAsignaciones(entries, { text: 'zzz', colonia: '' })).toEqual([]);
  });

  it('filters by the drop-down too, and both together', () => {
    expect(filterAsignaciones(entries, { text: '', colonia: 'Colonia del Castillo' }).map((e) => e.username)).toEqual(['maria']);
    expect(filterAsignaciones(entries, { text: 'catedral', colonia: 'Colonia de la Alameda' })).toEqual([]);
    expect(filterAsignaciones(entries, { text: 'colonia', colonia: 'Colonia de la Alameda' }).map((e) => e.username)).toEqual(['lucia', 'pedro']);
  });

  it('offers each assigned colony once, sorted, for the drop-down', () => {
    expect(coloniaOptions(entries, 'es')).toEqual(['Colonia de la Alameda', 'Colonia de la Catedral', 'Colonia del Castillo']);
    expect(NO_COLONY_TEXT).toBe('No asignada');
  });

  it("sorts the drop-down as its reader's language reads: ñ after n in Spanish, with n in Catalan; accents and case only break ties; numbers by value", () => {
    const names = ['Zarpas', 'Ñoqui', 'oso', 'Nube', 'Óscar', 'Téo', 'Trufa', 'Colonia 10', 'Colonia 2'].map((colony_nombre) => ({ colony_nombre }));
    expect(coloniaOptions(names, 'es')).toEqual(['Colonia 2', 'Colonia 10', 'Nube', 'Ñoqui', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas']);
    expect(coloniaOptions(names, 'ca')).toEqual(['Colonia 2', 'Colonia 10', 'Ñoqui', 'Nube', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas']);
  });
});

describe('Personas Asignadas paging (5 per page)', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

  it('slices 5 per page; Anterior off on page 1, Siguiente off on the last', () => {
    expect(paginate(twelve, 1)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pages: 3, hasPrevious: false, hasNext: true });
    expect(paginate(twelve, 2)).toMatchObject({ items: [6, 7, 8, 9, 10], hasPrevious: true, hasNext: true });
    expect(paginate(twelve, 3)).toMatchObject({ items: [11, 12], hasPrevious: true, hasNext: false });
  });

  it('with no results both buttons are off and it reads page 1', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1, hasPrevious: false, hasNext: false });
  });

  it('keeps the page within range when the list shrinks', () => {
    expect(paginate([1, 2, 3], 4)).toMatchObject({ page: 1, items: [1, 2, 3], hasNext: false });
    expect(paginate(twelve, 0).page).toBe(1);
  });

  it('exactly one full page has no next page', () => {
    expect(paginate([1, 2, 3, 4, 5], 1)).toMatchObject({ pages: 1, hasNext: false, hasPrevious: false });
  });
});
