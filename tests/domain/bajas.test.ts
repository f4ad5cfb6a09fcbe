import { describe, expect, it } from 'vitest';
import { componerMotivoBaja, leerMotivoBaja } from '../../src/domain/bajas';

describe('the reason of a baja', () => {
  it('is composed from a common reason and an optional detail', () => {
    expect(componerMotivoBaja('', '  ')).toBeNull();
    expect(componerMotivoBaja('fallecido', '')).toBe('fallecido');
    expect(componerMotivoBaja('trasladado', ' a la protectora ')).toBe('trasladado: a la protectora');
    expect(componerMotivoBaja('otro', 'Lo recogió su familia')).toBe('Lo recogió su familia');
    expect(componerMotivoBaja('otro', '')).toBe('otro');
    expect(componerMotivoBaja('', 'Sin más')).toBe('Sin más');
  });

  it('is read back into its code and its text, or kept as written', () => {
    expect(leerMotivoBaja('adoptado')).toEqual({ codigo: 'adoptado', texto: null });
    expect(leerMotivoBaja('trasladado: a la protectora')).toEqual({ codigo: 'trasladado', texto: 'a la protectora' });
    expect(leerMotivoBaja('Atropellado en la N-2')).toEqual({ codigo: null, texto: 'Atropellado en la N-2' });
    expect(leerMotivoBaja('fallecidos')).toEqual({ codigo: null, texto: 'fallecidos' });
  });
});
