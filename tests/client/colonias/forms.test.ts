import { describe, expect, it } from 'vitest';
import { coloniaPayload, creationError } from '../../../src/client/colonias/ColoniaCreateForm';
import { draftErrors, draftPayload, EMPTY_DRAFT } from '../../../src/client/usuarios/UsuarioCreateForm';
import { usuarioLabel } from '../../../src/client/colonias/AsignarUsuarioForm';
import { GENERIC_ERROR } from '../../../src/client/providers/httpClient';
import { EMAIL_MESSAGE, PASSWORD_MESSAGES, USERNAME_MESSAGE } from '../../../src/domain/validation';
import { spanishText } from '../../../src/domain/i18n/index';
import { spanish, spanishErrors } from '../spanish';

describe('colony form', () => {
  it('sends trimmed texts, activa by default, and null for empty optional values', () => {
    expect(coloniaPayload({ nombre: '  Nueva ', ubicacion: ' Plaza ', responsable_voluntario: '  ', latitude: null, longitude: undefined })).toEqual({
      nombre: 'Nueva',
      ubicacion: 'Plaza',
      responsable_voluntario: null,
      estado: 'activa',
      latitude: null,
      longitude: null,
    });
    expect(coloniaPayload({ nombre: 'X', ubicacion: 'Y', estado: 'inactiva', latitude: 41.07, longitude: -2.64 })).toMatchObject({ estado: 'inactiva', latitude: 41.07, longitude: -2.64 });
  });

  it('shows the server detail on failure, or the original text when there is none', () => {
    expect(creationError(new Error('Ya existe una colonia con ese nombre.'))).toBe('Ya existe una colonia con ese nombre.');
    expect(spanish(creationError(new Error(GENERIC_ERROR)))).toBe('Error al crear la colonia');
    expect(spanish(creationError('x'))).toBe('Error al crear la colonia');
  });
});

describe('assignable user labels', () => {
  it('shows the name, username and role', () => {
    expect(usuarioLabel({ id: 1, nombre: 'Lucía Serrano', username: 'voluntario', role: 'voluntario' }, spanish)).toBe('Lucía Serrano · voluntario (Voluntario)');
    expect(usuarioLabel({ id: 2, nombre: 'pedro', username: 'pedro', role: 'usuario' }, spanish)).toBe('pedro (Ciudadano registrado)');
  });
});

describe('new account form', () => {
  it('reports each bad field before sending', () => {
    expect(spanishErrors(draftErrors(EMPTY_DRAFT))).toEqual({ username: spanishText(USERNAME_MESSAGE), email: spanishText(EMAIL_MESSAGE), role: 'Selecciona un rol' });
    const withPassword = { ...EMPTY_DRAFT, username: 'ana', email: 'ana@ayto.es', role: 'admin' as const, mode: 'password' as const, password: 'corta' };
    expect(spanishErrors(draftErrors(withPassword))).toEqual({ password: spanishText(PASSWORD_MESSAGES.length) });
    expect(draftErrors({ ...withPassword, password: 'Clave-Segura-7' })).toEqual({});
  });

  it('sends either the password or the invitation, never both', () => {
    const base = { ...EMPTY_DRAFT, username: ' ana ', email: 'ana@ayto.es', role: 'voluntario' as const, nombre: '' };
    expect(draftPayload(base)).toEqual({ username: 'ana', email: 'ana@ayto.es', nombre: null, role: 'voluntario', send_invite: true });
    expect(draftPayload({ ...base, mode: 'password', password: 'Clave-Segura-7' })).toEqual({ username: 'ana', email: 'ana@ayto.es', nombre: null, role: 'voluntario', password: 'Clave-Segura-7' });
  });
});
