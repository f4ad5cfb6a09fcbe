/**
 * The printed labels: an A4 PDF with one label per item, in code order, whose
 * QR code a phone reads as the address of the item's page in the app.
 */
import { expect, it } from 'vitest';
import { describeEachEngine, json } from '../helper';
import { decodeLabelQrs } from '../../qrLabels';

describeEachEngine('trap bank labels (PDF with QR codes)', (t) => {
  it('prints a label per item whose QR code opens the item', async () => {
    const ids: Record<string, number> = {};
    for (const codigo of ['JT-02', 'JT-01', 'TR-01']) {
      ids[codigo] = json(await t().request({ method: 'POST', url: '/api/equipos/', as: 'admin', payload: { codigo, tipo: codigo.startsWith('JT') ? 'jaula_trampa' : 'transportin' } })).id;
    }
    const res = await t().request({ method: 'GET', url: '/api/equipos/etiquetas', as: 'responsable' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="etiquetas_equipos_\d{4}-\d{2}-\d{2}\.pdf"$/);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await decodeLabelQrs(pdf, 3)).toEqual(['JT-01', 'JT-02', 'TR-01'].map((c) => `http://gatera.test/equipos/${ids[c]}`));
  });
});
