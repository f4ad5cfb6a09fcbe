/**
 * `.part` files and orphan uploads left by a crash are
 * removed when the server starts; recent ones (an upload or a restore another
 * process is doing now), stored files a record names and files the server did
 * not name are kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { buildApp } from '../../../src/server/app';

const name = (n: number, ext = 'png') => `${String(n).repeat(32).slice(0, 32)}.${ext}`;

describeEachEngine('uploads: what a crash left in the media folder is cleaned at start', (t) => {
  it('removes old .part files and old orphan uploads, keeps everything else', async () => {
    const media = t().paths.mediaDir;
    const colonia = await createColonia(t().db);
    await createGato(t().db, colonia.id, { imagen: name(1) });
    await createGato(t().db, colonia.id, { imagen: `/media/${name(2, 'jpg')}` });
    await t().db
      .insertInto('quejas')
      .values({ fecha: '2025-03-29T10:00:00.000Z', descripcion: 'Con adjunto', colonia_id: colonia.id, solucion_responsable: null, archivo: name(3, 'pdf'), estatus: 'Pendiente', usuario_id: null, resuelta_at: null })
      .execute();
    const proveedor = await t().db.insertInto('proveedores').values({ nombre: 'Clínica', direccion: 'Calle Mayor, 1', veterinario: null, numero_colegiado: 'GU-1', usuario_id: null, created_at: '2025-03-29T10:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    await t().db
      .insertInto('facturas')
      .values({ proveedor_id: proveedor.id, numero: 'F-1', fecha: '2025-03-29', base_centimos: 100, iva_centimos: 21, total_centimos: 121, archivo: name(9, 'pdf'), usuario_id: null, created_at: '2025-03-29T10:00:00.000Z' })
      .execute();
    const files = {
      referencedPhoto: name(1),
      referencedWithPrefix: name(2, 'jpg'),
      referencedAttachment: name(3, 'pdf'),
      referencedInvoice: name(9, 'pdf'),
      oldOrphan: name(4, 'webp'),
      recentOrphan: name(5),
      oldPart: `${name(6)}.part`,
      oldRestorePart: `${name(7)}.0a1b2c3d.part`,
      recentPart: `${name(8)}.part`,
      notOurs: 'LEEME.txt',
    };
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const [key, file] of Object.entries(files)) {
      fs.writeFileSync(path.join(media, file), 'x');
      if (!key.startsWith('recent')) fs.utimesSync(path.join(media, file), twoHoursAgo, twoHoursAgo);
    }

    // A restart: the app built again on the same folder and database.
    const restarted = await buildApp({ config: t().config, database: t().database, logger: false, clientDir: null });
    await restarted.close();

    const left = fs.readdirSync(media).sort();
    expect(left).toEqual(
      [files.referencedPhoto, files.referencedWithPrefix, files.referencedAttachment, files.referencedInvoice, files.recentOrphan, files.recentPart, files.notOurs].sort(),
    );
  });
});
