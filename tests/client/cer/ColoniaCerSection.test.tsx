/** A colony's estimate shows its census's date and age, and a stale one its «Estimación obsoleta» mark and widened interval. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ColoniaCerSection } from '../../../src/client/cer/ColoniaCerSection';
import type { Poblacion } from '../../../src/domain/schemas/poblacion';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

const CHAPMAN: Poblacion = {
  colonia_id: 4, registrados: 6, esterilizados: 4,
  censo: { id: 1, fecha: '2026-11-16', gatos_vistos: 22, crias: 2, marcados_vistos: 2 },
  estimacion: { metodo: 'chapman', n: 34, ic95: [20, 54] }, cobertura: 0.1176, objetivo: 0.75, estado: 'insuficiente', por_esterilizar: 22,
  fecha_censo: '2026-11-16', dias_desde_censo: 10, obsoleta: false, intervalo_vigente: [20, 54],
};

function renderSection(poblacion: Poblacion) {
  const dataProvider = fakeDataProvider({}, {
    poblacionColonia: async () => poblacion,
    censosColonia: async () => [],
    recienLlegadosColonia: async () => [],
    historiaColonia: async () => ({ colonia_id: 4, objetivo: 0.75, meses: [] }),
  });
  return renderStaff(<ColoniaCerSection colonia={{ id: 4, nombre: 'Colonia del Río' }} />, { role: 'responsable', dataProvider });
}

describe('the age of a colony estimate', () => {
  it('a recent census: its date and days, no stale mark, no widened interval', async () => {
    renderSection(CHAPMAN);
    expect(await screen.findByText(/Último censo: 16\/11\/2026 \(hace 10 días\)/)).toBeInTheDocument();
    expect(screen.getByTestId('estimacion-detalle')).toHaveTextContent('Población estimada: 34 gatos (método Chapman) · Intervalo del 95 %: 20–54');
    expect(screen.getByTestId('estimacion-detalle')).not.toHaveTextContent('ampliado');
    expect(screen.queryByText('Estimación obsoleta')).toBeNull();
  });

  it('a stale census: the «Estimación obsoleta» mark beside the estimate and the interval widened for its age', async () => {
    renderSection({
      ...CHAPMAN,
      censo: { ...CHAPMAN.censo!, fecha: '2025-10-22' },
      fecha_censo: '2025-10-22', dias_desde_censo: 400, obsoleta: true, intervalo_vigente: [18, 59],
    });
    expect(await screen.findByTestId('estimacion-obsoleta')).toHaveTextContent('Estimación obsoleta');
    expect(screen.getByTestId('cobertura-cer')).toContainElement(screen.getByTestId('estimacion-obsoleta'));
    expect(screen.getByTestId('estimacion-detalle')).toHaveTextContent('Intervalo del 95 %: 20–54 · Intervalo ampliado por la antigüedad del censo: 18–59');
    expect(screen.getByText(/Último censo: 22\/10\/2025 \(hace 400 días\)/)).toBeInTheDocument();
  });

  it('never counted: «Sin censo» and no mark', async () => {
    renderSection({ ...CHAPMAN, censo: null, estimacion: { metodo: 'registro', n: 6, ic95: null }, fecha_censo: null, dias_desde_censo: null, obsoleta: false, intervalo_vigente: null });
    expect(await screen.findByText(/Sin censo/)).toBeInTheDocument();
    expect(screen.queryByTestId('estimacion-obsoleta')).toBeNull();
  });
});
