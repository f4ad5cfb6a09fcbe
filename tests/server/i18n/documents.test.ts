/**
 * The campaigns and chart reports, the CER annual report and the
 * sterilisation certificate speak the reader's language (Accept-Language, or
 * the account's choice); the Spanish documents are unchanged.
 */
import { expect, it } from 'vitest';
import { describeEachEngine } from '../helper';
import { createColonia, createGato } from '../fixtures';
import { parsePdf } from '../informes/pdf';

const CATALAN = { 'accept-language': 'ca-ES,ca;q=0.9' };

describeEachEngine(
  'the other PDF documents in the reader language',
  (t) => {
    async function text(url: string, headers: Record<string, string> = {}, as: Parameters<ReturnType<typeof t>['request']>[0]['as'] = 'admin') {
      const res = await t().request({ method: 'GET', url, as, headers });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      return (await parsePdf(res.rawPayload)).pages.join('\n');
    }

    async function campaign() {
      const colonia = await createColonia(t().db, { nombre: 'Colònia del Born', ubicacion: 'Plaça Comercial' });
      const mixa = await createGato(t().db, colonia.id, { nombre: 'Mixa', sexo: 'H', codigo_identificacion: '941000000000901', fecha_esterilizacion: '2025-03-10' });
      const campana = await t()
        .db.insertInto('campanas')
        .values({ nombre: 'Campanya de primavera', fecha_inicio: '2025-03-01', fecha_fin: '2025-03-31', estatus: 'planeada', voluntarios_involucrados: null, gatos_objetivo: 4, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t().db.insertInto('campana_gatos').values({ campana_id: campana.id, gato_id: mixa.id, created_at: new Date().toISOString() }).execute();
      return mixa;
    }

    it('the campaigns report: Catalan headings, labels and columns; the Spanish ones otherwise', async () => {
      await campaign();
      const ca = await text('/api/informes/informes/campanas', CATALAN);
      for (const expected of [
        "Informe de campanyes d'esterilització",
        'Dates: del 01/03/2025 al 31/03/2025 · Estat: planificada',
        'Voluntaris: sense voluntaris indicats',
        'Objectiu: 4 gats · Gats de la campanya: 1',
        'Progrés: 1 de 4 gats esterilitzats durant la campanya (25 %)',
        'Pàgina 1',
      ]) {
        expect(ca, expected).toContain(expected);
      }
      expect(ca).toMatch(/Codi\s+Nom\s+Colònia\s+Sexe\s+Esterilització\s+Campanya\s+Estat/);
      expect(ca).toMatch(/941000000000901\s+Mixa\s+Colònia del Born\s+Femella\s+10\/03\/2025\s+Sí\s+Actiu/);
      for (const spanish of ['Fechas:', 'Voluntarios:', 'Progreso:', 'Hembra', 'Activo']) expect(ca, spanish).not.toContain(spanish);

      const es = await text('/api/informes/informes/campanas');
      for (const expected of [
        'Informe de campañas de esterilización',
        'Fechas: del 01/03/2025 al 31/03/2025 · Estado: planeada',
        'Voluntarios: sin voluntarios indicados',
        'Objetivo: 4 gatos · Gatos en la campaña: 1',
        'Progreso: 1 de 4 gatos esterilizados durante la campaña (25 %)',
      ]) {
        expect(es, expected).toContain(expected);
      }
      expect(es).toMatch(/Código\s+Nombre\s+Colonia\s+Sexo\s+Esterilización\s+En campaña\s+Estado/);
      expect(es).toMatch(/941000000000901\s+Mixa\s+Colònia del Born\s+Hembra\s+10\/03\/2025\s+Sí\s+Activo/);
    });

    it('the chart report: Catalan title, summary and legend; Basque for a reader who chose it', async () => {
      const ca = await text('/api/informes/informes/graficos/colonias', CATALAN);
      for (const expected of ['Gràfic de gats per colònia', '1 colònia · 1 gat · 1 esterilitzats (100 %)', 'Gats esterilitzats', 'Gats sense esterilitzar']) expect(ca, expected).toContain(expected);
      expect(ca).toMatch(/Colònia del Born\s+1 \(1 est\.\)/);
      expect(ca).not.toContain('Gatos esterilizados');
      const euskaldun = await t().createUser('responsable');
      await t().db.insertInto('idiomas_usuario').values({ usuario_id: euskaldun.id, idioma: 'eu' }).execute();
      const eu = await text('/api/informes/informes/graficos/colonias', {}, euskaldun);
      for (const expected of ['Katuak koloniaka: grafikoa', 'Katu antzutuak', 'Antzutu gabeko katuak']) expect(eu, expected).toContain(expected);
      const es = await text('/api/informes/informes/graficos/colonias');
      for (const expected of ['Gráfico de gatos por colonia', '1 colonia · 1 gato · 1 esterilizados (100 %)', 'Gatos esterilizados', 'Gatos sin esterilizar']) expect(es, expected).toContain(expected);
    });

    it('the CER annual report: Catalan title, summary, table and method; Spanish unchanged', async () => {
      const anio = new Date().getFullYear();
      const ca = await text(`/api/informes/informes/memoria?anio=${anio}`, CATALAN);
      for (const expected of [
        `Memòria del programa CER ${anio}`,
        `Període: del 01/01/${anio} al `,
        'Resum',
        "Cobertura d'esterilització:",
        'Mètode',
        'Ajuntament de Sigüenza (Guadalajara)',
        'Total',
      ]) {
        expect(ca, expected).toContain(expected);
      }
      expect(ca).toMatch(/Colònia\s+Mètode\s+Població…/);
      expect(ca).toContain('marcatge i reobservació de Chapman');
      for (const spanish of ['Memoria del programa CER', 'Periodo:', 'Resumen', 'marcaje y reavistamiento']) expect(ca, spanish).not.toContain(spanish);
      const es = await text(`/api/informes/informes/memoria?anio=${anio}`);
      for (const expected of [`Memoria del programa CER ${anio}`, `Periodo: del 01/01/${anio} al `, 'Resumen', 'Cobertura de esterilización:', 'marcaje y reavistamiento de Chapman', 'Ayuntamiento de Sigüenza (Guadalajara)']) {
        expect(es, expected).toContain(expected);
      }
    });

    it('the CER annual report CSV names methods and statuses in the reader language', async () => {
      const anio = new Date().getFullYear();
      const ca = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${anio}&formato=csv`, as: 'admin', headers: CATALAN });
      const born = ca.body.split('\r\n').find((line) => line.startsWith('Colònia del Born;'));
      expect(born).toMatch(/^Colònia del Born;Registre;/);
      expect(born).toMatch(/;Sense dades$|;Insuficient$|;En curs$|;S'estabilitza$|;Es redueix$/);
      const es = await t().request({ method: 'GET', url: `/api/informes/informes/memoria?anio=${anio}&formato=csv`, as: 'admin' });
      expect(es.body.split('\r\n').find((line) => line.startsWith('Colònia del Born;'))).toMatch(/^Colònia del Born;Registro;/);
    });

    it('the sterilisation certificate: Catalan for a reader in Catalan, Spanish unchanged', async () => {
      const colonia = await createColonia(t().db, { nombre: 'Colònia de Gràcia', ubicacion: 'Plaça del Sol' });
      const gato = await createGato(t().db, colonia.id, { nombre: 'Lluna', sexo: 'H', edad_num: 3, edad_unidad: 'años', codigo_identificacion: '941000000000902', fecha_identificacion: '2025-02-01', fecha_esterilizacion: '2025-02-03' });
      const ca = await text(`/api/gatos/gatos/${gato.id}/certificado`, CATALAN, 'veterinario');
      for (const expected of [
        "Certificat d'esterilització i identificació",
        "Titular de la identificació",
        'Titular: Ajuntament de Sigüenza',
        'Domicili: No consta',
        'Nom: Lluna',
        'Espècie: Felina',
        'Sexe: Femella',
        'Edat aproximada: 3 anys',
        "Data d'identificació: 01/02/2025",
        'Esterilitzat: Sí',
        "Data d'esterilització: 03/02/2025",
        'Colònia: Colònia de Gràcia',
        'Ubicació: Plaça del Sol',
        'Codi de verificació: C-',
        "Comproveu l'autenticitat d'aquest certificat a http://gatera.test/api/verificar/C-",
      ]) {
        expect(ca, expected).toContain(expected);
      }
      for (const spanish of ['Nombre:', 'Fecha de', 'certifica que el gato', 'Hembra']) expect(ca, spanish).not.toContain(spanish);
      const es = await text(`/api/gatos/gatos/${gato.id}/certificado`, {}, 'veterinario');
      for (const expected of ['Certificado de esterilización e identificación', 'Titular: Ayuntamiento de Sigüenza', 'Domicilio: No consta', 'Especie: Felina', 'Sexo: Hembra', 'Edad aproximada: 3 años', 'Esterilizado: Sí', 'Compruebe la autenticidad de este certificado en http://gatera.test/api/verificar/C-']) {
        expect(es, expected).toContain(expected);
      }
    });

    it("the colonies report: a cat's health state and adoptability in the reader's language; Spanish unchanged", async () => {
      const colonia = await createColonia(t().db, { nombre: 'Kolonia Zaharra' });
      await createGato(t().db, colonia.id, { nombre: 'Mixa', sexo: 'H', estado_salud: 'Bueno', adoptabilidad: 'En valoración' });
      await createGato(t().db, colonia.id, { nombre: 'Beltza', sexo: 'M', estado_salud: 'Malo', adoptabilidad: 'Adoptable' });
      const euskaldun = await t().createUser('responsable');
      await t().db.insertInto('idiomas_usuario').values({ usuario_id: euskaldun.id, idioma: 'eu' }).execute();
      const eu = await text('/api/informes/informes/colonias', {}, euskaldun);
      expect(eu).toMatch(/Mixa\s+Emea\s+Ona\s+Balioztatzen/);
      expect(eu).toMatch(/Beltza\s+Arra\s+Txarra\s+Adoptagarria/);
      for (const spanish of ['Bueno', 'Malo', 'En valoración']) expect(eu, spanish).not.toContain(spanish);
      const es = await text('/api/informes/informes/colonias');
      expect(es).toMatch(/Mixa\s+Hembra\s+Bueno\s+En valoración/);
      expect(es).toMatch(/Beltza\s+Macho\s+Malo\s+Adoptable/);
    });
  },
);
