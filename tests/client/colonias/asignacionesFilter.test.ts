import { describe, expect, it } from 'vitest';
import { coloniaOptions } from '../../../src/client/voluntarios/asignacionesFilter';

const entries = [
  { username: 'lucia', colony_nombre: 'Colonia de la Catedral' },
  { username: 'lucia', colony_nombre: 'Colonia de la Alameda' },
  { username: 'maria', colony_nombre: 'Colonia del Castillo' },
  { username: 'pedro', colony_nombre: 'Colonia de la Alameda' },
  { username: 'elena', colony_nombre: null },
];

describe('the Personas Asignadas colony drop-down', () => {
  it('offers each assigned colony once, sorted, for the drop-down', () => {
    expect(coloniaOptions(entries, 'es')).toEqual(['Colonia de la Alameda', 'Colonia de la Catedral', 'Colonia del Castillo']);
  });

  it("sorts the drop-down as its reader's language reads: ñ after n in Spanish, with n in Catalan; accents and case only break ties; numbers by value", () => {
    const names = ['Zarpas', 'Ñoqui', 'oso', 'Nube', 'Óscar', 'Téo', 'Trufa', 'Colonia 10', 'Colonia 2'].map((colony_nombre) => ({ colony_nombre }));
    expect(coloniaOptions(names, 'es')).toEqual(['Colonia 2', 'Colonia 10', 'Nube', 'Ñoqui', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas']);
    expect(coloniaOptions(names, 'ca')).toEqual(['Colonia 2', 'Colonia 10', 'Ñoqui', 'Nube', 'Óscar', 'oso', 'Téo', 'Trufa', 'Zarpas']);
  });
});
