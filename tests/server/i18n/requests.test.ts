/** Server messages follow the request's language; codes and Spanish answers do not change. */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';

describeEachEngine('server messages per language', (t) => {
  it('answers a wrong login in the language of Accept-Language, and in Spanish without it', async () => {
    const payload = { username: 'nadie-por-aqui', password: 'Mala-Clave-1' };
    const es = await t().app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(es.statusCode).toBe(401);
    expect(json(es)).toEqual({ detail: 'Usuario o contraseña incorrectos.' });
    const eu = await t().app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'accept-language': 'eu-ES,eu;q=0.9,es;q=0.5' } });
    expect(eu.statusCode).toBe(401);
    expect(json(eu)).toEqual({ detail: 'Erabiltzailea edo pasahitza okerra da.' });
    const fr = await t().app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'accept-language': 'fr-FR' } });
    expect(json(fr)).toEqual({ detail: 'Usuario o contraseña incorrectos.' });
  });

  it('writes schema validation messages in the language, field names unchanged', async () => {
    const response = await t().request({ method: 'POST', url: '/api/colonias/colonias/', as: 'admin', payload: { ubicacion: 'Plaza' }, headers: { 'accept-language': 'ca' } });
    expect(response.statusCode).toBe(422);
    expect(json(response).detail).toBe('El nom de la colònia és obligatori');
    const typed = await t().request({ method: 'POST', url: '/api/campanas/campanas/', as: 'admin', payload: { nombre: 'C', fecha_inicio: '2025-01-01', estatus: 'planeada', gatos_objetivo: 'muchos' }, headers: { 'accept-language': 'en' } });
    expect(typed.statusCode).toBe(422);
    expect(json(typed).detail).toBe('The field «gatos_objetivo» must be a whole number or null.');
  });

  it('keeps the account language: idioma in /auth/me, set by PUT /auth/idioma, used over Accept-Language', async () => {
    const user = await t().createUser('voluntario');
    const me = await t().request({ method: 'GET', url: '/api/auth/me', as: user });
    expect(json(me)).toMatchObject({ id: user.id, username: user.username, role: 'voluntario', accepted_terms: true, accepted_demo_terms: true, idioma: null });
    const bad = await t().request({ method: 'PUT', url: '/api/auth/idioma', as: user, payload: { idioma: 'fr' } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad).detail).toBe('El idioma debe ser uno de: es, ca, eu, gl, en.');
    const set = await t().request({ method: 'PUT', url: '/api/auth/idioma', as: user, payload: { idioma: 'gl' } });
    expect(set.statusCode).toBe(200);
    expect(json(set).idioma).toBe('gl');
    expect(json(await t().request({ method: 'GET', url: '/api/auth/me', as: user })).idioma).toBe('gl');
    const wrong = await t().request({ method: 'POST', url: '/api/auth/change-password', as: user, payload: { current_password: 'No-Es-Esta-1', new_password: 'Otra-Clave-Buena-9' }, headers: { 'accept-language': 'es' } });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).detail).toBe('O contrasinal actual non é correcto.');
  });

  it('offers the languages and suggests one from Accept-Language in /api/settings', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/settings', headers: { 'accept-language': 'gl-ES,gl;q=0.9' } });
    expect(json(response)).toMatchObject({ idiomas: ['es', 'ca', 'eu', 'gl', 'en'], idioma_por_defecto: 'es', idioma_sugerido: 'gl' });
  });
});

describeEachEngine(
  'a council that limits the languages',
  (t) => {
    it('offers only IDIOMAS, defaults to IDIOMA_POR_DEFECTO and answers in it when the browser asks for another', async () => {
      const settings = json(await t().app.inject({ method: 'GET', url: '/api/settings', headers: { 'accept-language': 'en' } }));
      expect(settings).toMatchObject({ idiomas: ['es', 'gl'], idioma_por_defecto: 'gl', idioma_sugerido: 'gl' });
      const login = await t().app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' }, headers: { 'accept-language': 'en' } });
      expect(json(login).detail).toBe('Usuario ou contrasinal incorrectos.');
    });
  },
  { env: { IDIOMAS: 'es,gl', IDIOMA_POR_DEFECTO: 'gl' } },
);
