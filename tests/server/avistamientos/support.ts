/** Sightings in tests: the public form, a phone photo with its GPS position, and the filing call. */
import sharp from 'sharp';
import { expect } from 'vitest';
import { form, type SampleFile } from '../quejas/attachmentForm';
import { json, type TestApp } from '../helper';

export const URL = '/api/avistamientos/';

/**
 * A 2400 × 1200 JPEG as a phone writes it: EXIF with the GPS position where it was taken, and an orientation
 * (6: turned a quarter) that says it is shown 1200 wide and 2400 high.
 */
export async function phoneJpeg(): Promise<SampleFile> {
  const bytes = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Telefono', Model: 'Movil de prueba' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '3/1 42/1 5678/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return { bytes, name: 'IMG_0001.jpg', type: 'image/jpeg' };
}

export interface SightingFields {
  tipo?: string;
  latitude?: string | number;
  longitude?: string | number;
  descripcion?: string;
  email?: string;
}

export const SIGHTING: Required<Omit<SightingFields, 'email'>> = { tipo: 'marcado', latitude: 40.4168, longitude: -3.7038, descripcion: 'Un gato con la oreja cortada junto al contenedor' };

export function postSighting(t: TestApp, fields: SightingFields, photo?: SampleFile, as: Parameters<TestApp['request']>[0]['as'] = null, headers: Record<string, string> = {}) {
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  return t.request({ method: 'POST', url: URL, as, headers, payload: form(values, photo, 'foto') });
}

/** Files a sighting that must be accepted; answers its tracking code. */
export async function fileSighting(t: TestApp, fields: SightingFields = {}, photo?: SampleFile): Promise<string> {
  const res = await postSighting(t, { ...SIGHTING, ...fields }, photo);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).codigo_seguimiento;
}

/** The staff's record of the sighting with this code. */
export async function staffRecord(t: TestApp, codigo: string) {
  const row = await t.db.selectFrom('avistamientos').select('id').where('codigo_seguimiento', '=', codigo).executeTakeFirstOrThrow();
  const res = await t.request({ method: 'GET', url: `${URL}${row.id}`, as: 'responsable' });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}
