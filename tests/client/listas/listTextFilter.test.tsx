import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase } from 'react-admin';
import { ListTextFilter } from '../../../src/client/listas/ListTextFilter';
import { fakeDataProvider } from '../fakeDataProvider';
import { renderStaff } from '../renderStaff';

/** A list with its search, and a button that leaves it (as opening a row does) and one that comes back. */
function ListAndRecord() {
  const [away, setAway] = useState(false);
  return away ? (
    <button onClick={() => setAway(false)}>Volver</button>
  ) : (
    <ListBase resource="colonias" disableSyncWithLocation storeKey="prueba.filtro">
      <ListTextFilter label="Buscar" />
      <button onClick={() => setAway(true)}>Abrir la fila</button>
    </ListBase>
  );
}

describe('a list’s text filter', () => {
  it('applies what is typed when the box is left, so a row opened right after typing keeps the search for the way back', async () => {
    renderStaff(<ListAndRecord />, { dataProvider: fakeDataProvider({ colonias: [] }) });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Buscar' }), 'Alameda');
    // Within the typing pause: the click takes the focus out of the box and leaves the list.
    await userEvent.click(screen.getByRole('button', { name: 'Abrir la fila' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('Alameda');
  });
});
