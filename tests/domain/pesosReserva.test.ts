/** A municipality's clinic-day weights: which values it may save, and what a case weighs when it saved none. */
import { describe, expect, it } from 'vitest';
import { isPesoReservaValido, pesoReserva, pesosReservaDe } from '../../src/domain/jornadas';

describe('clinic-day weights', () => {
  it('takes half slots from 0.5 to 10, and nothing else', () => {
    for (const ok of [0.5, 1, 1.5, 2, 9.5, 10]) expect(isPesoReservaValido(ok), String(ok)).toBe(true);
    for (const bad of [0, -0.5, 0.25, 1.3, 10.5, 11]) expect(isPesoReservaValido(bad), String(bad)).toBe(false);
  });

  it('a case the municipality left empty weighs the installation’s; a kitten weighs as a kitten whatever its sex', () => {
    const pesos = pesosReservaDe({ peso_reserva_macho: 2, peso_reserva_hembra: null, peso_reserva_cachorro: 1.5 });
    expect(pesos).toEqual({ macho: 2, hembra: 2, desconocido: 2, cachorro: 1.5 });
    expect(pesoReserva('macho', false, pesos)).toBe(2);
    expect(pesoReserva('hembra', true, pesos)).toBe(1.5);
    expect(pesosReservaDe({})).toEqual({ macho: 1, hembra: 2, desconocido: 2, cachorro: 0.5 });
  });
});
