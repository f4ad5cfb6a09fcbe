/** docs/SEGURIDAD.md: the NUL character is refused everywhere the API reads text, and nothing is stored. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { form } from '../quejas/attachmentForm';

const REFUSED = 'El texto contiene caracteres no permitidos.';

describeEachEngine('the NUL character through the API', (t) => {
  it('is refused in a JSON body, a multipart field, a query string and a path, changing nothing', async () => {
    const colonia = await createColonia(t().db);
    const gato = await createGato(t().db, colonia.id, { nombre: 'Intacto' });
    const quejas = async () => (await t().db.selectFrom('quejas').select('id').execute()).length;
    const before = await quejas();
    const answers = [
      await t().request({ method: 'PUT', url: `/api/gatos/gatos/${gato.id}`, as: 'admin', payload: { nombre: 'adm\u0000in' } }),
      await t().request({ method: 'POST', url: '/api/auth/login', payload: { username: 'adm\u0000in', password: 'x' } }),
      await t().request({ method: 'POST', url: '/api/quejas/quejas/', as: 'usuario', payload: form({ descripcion: 'con\u0000nulo' }) }),
      await t().request({ method: 'GET', url: '/api/gatos/gatos/?q=a%00b', as: 'admin' }),
      await t().request({ method: 'GET', url: '/api/gatos/gatos/%00', as: 'admin' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    for (const res of answers.slice(0, 4)) expect(json(res).detail).toBe(REFUSED);
    expect((await t().db.selectFrom('gatos').select('nombre').where('id', '=', gato.id).executeTakeFirstOrThrow()).nombre).toBe('Intacto');
    expect(await quejas()).toBe(before);
  });
});
