/**
 * Demo data: a believable small town, seeded when the database is empty and
 * DEMO_DATA is not `false`. Every record goes in through Kysely, like the API's.
 */
import type { Db } from '../schema';
import type { Role } from '../../../domain/roles';
import { hashPassword } from '../../lib/passwords';
import { saveUpload } from '../../lib/uploads';
import { nowIso } from '../../lib/time';
import { drawCatPortrait, PORTRAIT_STYLES } from './catPortrait';
import { DEMO_NEW_COLONY, seedCerDemo } from './demoCer';
import { seedCalleDemo } from './demoCalle';
import { seedEquiposDemo } from './demoEquipos';
import { seedJornadasDemo } from './demoJornadas';
import { seedConsultaDemo } from './demoConsulta';
import { seedAcreditacionesDemo } from './demoAcreditaciones';
import { seedFacturasDemo } from './demoFacturas';
import { seedDineroDemo } from './demoDinero';
import { seedAvistamientosDemo } from './demoAvistamientos';

import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoEmail } from '../../../domain/demo';
import { randomCode } from '../../lib/codes';
import { CODE_PREFIX } from '../../../domain/seguimiento';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

const EXTRA_PEOPLE: { username: string; nombre: string; role: Role }[] = [
  { username: 'maria.lopez', nombre: 'María López', role: 'voluntario' },
  { username: 'javier.ortega', nombre: 'Javier Ortega', role: 'voluntario' },
  { username: 'elena.ruiz', nombre: 'Elena Ruiz', role: 'usuario' },
];

const COLONIES = [
  { nombre: 'Colonia de la Catedral', ubicacion: 'Plaza del Obispo Don Bernardo', dLat: 0.0004, dLon: 0.0006, responsable: 'Lucía Serrano' },
  { nombre: 'Colonia de la Alameda', ubicacion: 'Paseo de la Alameda, junto al quiosco', dLat: -0.0021, dLon: -0.0012, responsable: 'Lucía Serrano' },
  { nombre: 'Colonia del Castillo', ubicacion: 'Cuesta del Parador', dLat: 0.0031, dLon: 0.0024, responsable: 'María López' },
  { nombre: 'Colonia Travesaña Alta', ubicacion: 'Calle Travesaña Alta, 14', dLat: 0.0019, dLon: 0.0011, responsable: 'María López' },
  { nombre: 'Colonia San Roque', ubicacion: 'Barrio de San Roque, solar de la antigua fábrica', dLat: -0.0035, dLon: 0.0031, responsable: 'Javier Ortega' },
  { nombre: 'Colonia de la Estación', ubicacion: 'Avenida de Juan Carlos I, andén de mercancías', dLat: -0.0052, dLon: -0.0044, responsable: 'Javier Ortega' },
  { nombre: 'Colonia del Humilladero', ubicacion: 'Ermita del Humilladero', dLat: -0.0008, dLon: -0.0049, responsable: null },
  { nombre: 'Colonia Ribera del Henares', ubicacion: 'Sendero del río Henares, puente viejo', dLat: -0.0063, dLon: 0.0009, responsable: null },
];

const CAT_NAMES = ['Misi', 'Bigotes', 'Canela', 'Pelusa', 'Tigre', 'Luna', 'Sombra', 'Nieve', 'Chispa', 'Manchas', 'Lola', 'Simba',
  'Nala', 'Kira', 'Trufa', 'Copito', 'Pipa', 'Rayo', 'Zarpas', 'Ñoqui', 'Canelo', 'Rubia', 'Carbón', 'Perla', 'Galleta',
  'Pimienta', 'Moka', 'Olivia', 'Téo', 'Menta'];
const BREEDS = ['Común europeo', 'Común europeo', 'Atigrado', 'Carey', 'Bicolor', 'Siamés cruzado', 'Persa cruzado'];
const HEALTH = ['Excelente', 'Bueno', 'Bueno', 'Regular', 'Malo'] as const;
const ADOPTABILITY = ['Adoptable', 'No adoptable', 'En valoración'];
const EVALUATIONS = ['Revisión general sin incidencias', 'Leve conjuntivitis, en tratamiento', 'Herida cicatrizada en la oreja izquierda', null];

/** A small deterministic generator, so every demo database is the same. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function isoDaysAgo(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

export interface SeedOptions {
  db: Db;
  mediaDir: string;
  center: { lat: number; lon: number };
  /** The municipality's time zone, for the shifts of the demo's visits (Europe/Madrid when not given). */
  zonaHoraria?: string;
  catCount?: number;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

export async function seedDemo(options: SeedOptions): Promise<void> {
  const { db, mediaDir, center } = options;
  const rand = random(2025);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const created = nowIso();
  const today = new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const portraits = await Promise.all(PORTRAIT_STYLES.map((style) => drawCatPortrait(style)));

  await db.transaction().execute(async (trx) => {
    const userIds: Record<string, number> = {};
    for (const person of [...DEMO_ACCOUNTS, ...EXTRA_PEOPLE]) {
      const row = await trx
        .insertInto('users')
        .values({ username: person.username, email: demoEmail(person.username), nombre: person.nombre, password_hash: passwordHash, role: person.role, created_at: created })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds[person.username] = row.id;
    }

    const coloniaIds: number[] = [];
    for (const colony of COLONIES) {
      const row = await trx
        .insertInto('colonias')
        .values({
          nombre: colony.nombre,
          ubicacion: colony.ubicacion,
          latitude: Number((center.lat + colony.dLat).toFixed(6)),
          longitude: Number((center.lon + colony.dLon).toFixed(6)),
          responsable_voluntario: colony.responsable,
          estado: 'activa',
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      coloniaIds.push(row.id);
    }

    const assignments: [string, number][] = [
      ['voluntario', 0], ['voluntario', 1], ['maria.lopez', 2], ['maria.lopez', 3], ['javier.ortega', 4], ['javier.ortega', 5],
      ['usuario', 1], ['elena.ruiz', 6],
    ];
    for (const [username, colonyIndex] of assignments) {
      await trx.insertInto('asignaciones').values({ usuario_id: userIds[username], colonia_id: coloniaIds[colonyIndex], created_at: created }).execute();
    }

    const gatoIds: number[] = [];
    const total = options.catCount ?? 60;
    for (let i = 0; i < total; i++) {
      const colonyIndex = i % COLONIES.length;
      const sterilised = rand() < 0.62;
      const vaccinated = rand() < 0.7;
      const dewormed = rand() < 0.75;
      const noCode = rand() < 0.15;
      const imagen = await saveUpload(mediaDir, portraits[i % portraits.length], 'image/png');
      const ageYears = rand() < 0.3;
      const row = await trx
        .insertInto('gatos')
        .values({
          nombre: i < CAT_NAMES.length ? CAT_NAMES[i] : `${CAT_NAMES[i % CAT_NAMES.length]} ${Math.floor(i / CAT_NAMES.length) + 1}`,
          raza: pick(BREEDS),
          sexo: rand() < 0.5 ? 'M' : 'H',
          edad_num: ageYears ? 1 + Math.floor(rand() * 9) : 2 + Math.floor(rand() * 10),
          edad_unidad: ageYears ? 'años' : 'meses',
          estado_salud: pick(HEALTH),
          ubicacion: COLONIES[colonyIndex].ubicacion,
          colonia_id: coloniaIds[colonyIndex],
          evaluacion_sanitaria: pick(EVALUATIONS),
          adoptabilidad: pick(ADOPTABILITY),
          fecha_vacunacion: vaccinated ? isoDaysAgo(today, 10 + Math.floor(rand() * 300)) : null,
          tipo_vacuna: vaccinated ? pick(['Trivalente felina', 'Rabia', 'Leucemia felina']) : null,
          fecha_desparasitacion: dewormed ? isoDaysAgo(today, 5 + Math.floor(rand() * 200)) : null,
          fecha_esterilizacion: sterilised ? isoDaysAgo(today, 15 + Math.floor(rand() * 400)) : null,
          codigo_identificacion: noCode ? null : String(724000000000000 + 1000 + i * 7919),
          fecha_identificacion: noCode ? null : isoDaysAgo(today, 30 + (i % 300)),
          imagen,
          activo: i % 23 === 22 ? 0 : 1,
          created_at: created,
          updated_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      gatoIds.push(row.id);
    }

    // The CER programme's two years (demoCer.ts), and a new colony not yet counted.
    await trx
      .insertInto('colonias')
      .values({
        nombre: DEMO_NEW_COLONY.nombre,
        ubicacion: DEMO_NEW_COLONY.ubicacion,
        latitude: Number((center.lat + DEMO_NEW_COLONY.dLat).toFixed(6)),
        longitude: Number((center.lon + DEMO_NEW_COLONY.dLon).toFixed(6)),
        responsable_voluntario: DEMO_NEW_COLONY.responsable,
        estado: 'activa',
        created_at: created,
      })
      .execute();
    const censusTakers = ['voluntario', 'voluntario', 'maria.lopez', 'maria.lopez', 'javier.ortega', 'javier.ortega'];
    await seedCerDemo(trx, { today, coloniaIds, censusTaker: (i) => userIds[censusTakers[i] ?? 'responsable'] });

    const campaigns = [
      { nombre: 'Campaña CER primavera', inicio: 120, fin: 60, estatus: 'completada', objetivo: 15, voluntarios: 'Lucía Serrano, María López' },
      { nombre: 'Campaña de esterilización de otoño', inicio: 20, fin: -40, estatus: 'en progreso', objetivo: 20, voluntarios: 'Javier Ortega, Lucía Serrano' },
      { nombre: 'Campaña barrio de San Roque', inicio: -30, fin: -90, estatus: 'planeada', objetivo: 10, voluntarios: 'Javier Ortega' },
    ];
    const campanaIds: number[] = [];
    for (const [index, campaign] of campaigns.entries()) {
      const row = await trx
        .insertInto('campanas')
        .values({
          nombre: campaign.nombre,
          fecha_inicio: isoDaysAgo(today, campaign.inicio),
          fecha_fin: isoDaysAgo(today, campaign.fin),
          estatus: campaign.estatus,
          voluntarios_involucrados: campaign.voluntarios,
          gatos_objetivo: campaign.objetivo,
          created_at: created,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      campanaIds.push(row.id);
      const members = gatoIds.filter((_, i) => i % 3 === index).slice(0, 12);
      for (const gatoId of members) {
        await trx.insertInto('campana_gatos').values({ campana_id: row.id, gato_id: gatoId, created_at: created }).execute();
      }
    }

    const partes = [
      ['Reponer comederos en la Colonia de la Alameda', 'pendiente'],
      ['Revisar la caseta dañada por el viento en San Roque', 'en progreso'],
      ['Limpieza del punto de alimentación junto a la Catedral', 'resuelto'],
      ['Pedir permiso de acceso al solar de la antigua fábrica', 'pendiente'],
    ];
    for (const [descripcion, estado] of partes) {
      await trx.insertInto('partes').values({ descripcion, estado, usuario_id: userIds.admin, created_at: created }).execute();
    }

    const actividades = [
      ['Vacunación', 'Vacuna trivalente aplicada en la campaña de primavera'],
      ['Desparasitación', 'Desparasitación interna y externa'],
      ['Revisión', 'Control de la herida de la oreja'],
      ['Esterilización', 'Intervención sin complicaciones, marca en la oreja'],
      ['Captura', 'Captura con jaula trampa para revisión'],
      ['Revisión', 'Seguimiento de la conjuntivitis'],
    ];
    for (const [index, [tipo, descripcion]] of actividades.entries()) {
      await trx.insertInto('actividades').values({ tipo, descripcion, gato_id: gatoIds[(index * 5) % gatoIds.length], usuario_id: userIds.veterinario, created_at: created }).execute();
    }

    const quejas = [
      { d: 'Maullidos por la noche en el patio interior del número 14', c: 3, s: 'Revisar si hay hembras en celo y adelantar su esterilización', e: 'pendiente', u: 'usuario' },
      { d: 'Restos de comida en la acera junto a la Alameda', c: 1, s: 'Recordar a los voluntarios que retiren los restos', e: 'en revisión', u: 'usuario' },
      { d: 'Un gato herido cerca de la estación', c: 5, s: null, e: 'resuelta', u: 'elena.ruiz' },
      { d: 'Los gatos entran en el huerto comunitario', c: 7, s: 'Instalar un refugio alejado del huerto', e: 'pendiente', u: 'elena.ruiz' },
      { d: 'Aparece una camada nueva en la Catedral', c: 0, s: 'Captura de la madre y la camada para su atención', e: 'pendiente', u: 'voluntario' },
    ];
    for (const [index, queja] of quejas.entries()) {
      await trx
        .insertInto('quejas')
        .values({
          fecha: new Date(today.getTime() - (index + 1) * 3 * 86_400_000).toISOString(),
          descripcion: queja.d,
          colonia_id: coloniaIds[queja.c],
          solucion_responsable: queja.s,
          estatus: queja.e,
          usuario_id: userIds[queja.u],
          resuelta_at: queja.e === 'resuelta' ? created : null,
          codigo_seguimiento: randomCode(CODE_PREFIX.queja),
        })
        .execute();
    }

    const inspecciones = [
      { c: 0, o: 'Colonia estable, 8 gatos observados, comederos limpios', a: 'Mantener la pauta de alimentación', e: 'resuelta' },
      { c: 4, o: 'Acumulación de basura en el solar', a: 'Solicitar limpieza al servicio municipal', e: 'pendiente' },
      { c: 1, o: 'Dos gatos sin marca de esterilización', a: 'Incluirlos en la campaña de otoño', e: 'pendiente' },
      { c: 5, o: 'Refugio en buen estado tras la lluvia', a: null, e: 'en revisión' },
    ];
    for (const [index, inspeccion] of inspecciones.entries()) {
      await trx
        .insertInto('inspecciones')
        .values({
          fecha: new Date(today.getTime() - (index + 2) * 5 * 86_400_000).toISOString(),
          colonia_id: coloniaIds[inspeccion.c],
          observaciones: inspeccion.o,
          acciones_recomendadas: inspeccion.a,
          estatus: inspeccion.e,
          usuario_id: userIds.responsable,
          resuelta_at: inspeccion.e === 'resuelta' ? created : null,
        })
        .execute();
    }

    const tareas = [
      ['Reparto de pienso en la Colonia de la Catedral los martes', 'voluntario', 'pendiente'],
      ['Colocar jaulas trampa para la campaña de otoño', 'javier.ortega', 'pendiente'],
      ['Censo de gatos de la Colonia del Castillo', 'maria.lopez', 'pendiente'],
    ];
    for (const [descripcion, username, estatus] of tareas) {
      await trx.insertInto('actividades_voluntarios').values({ descripcion, voluntario_id: userIds[username], estatus, created_at: created }).execute();
    }

    await seedCalleDemo(trx, { coloniaIds, userIds, zonaHoraria: options.zonaHoraria ?? 'Europe/Madrid', created });
    await seedEquiposDemo(trx, { coloniaIds, userIds, created });
    const clinica = await seedJornadasDemo(trx, { today, coloniaIds, userIds, created, campanaId: campanaIds[1] ?? null });
    const fechaFactura = new Date(today.getTime() - 5 * 86_400_000).toISOString().slice(0, 10);
    await seedFacturasDemo(trx, { mediaDir, proveedorId: clinica.proveedorId, jornada: clinica.pasada, fechaFactura, usuarioId: userIds.admin, created });
    await seedDineroDemo(trx, { today, coloniaIds, created, campanaId: campanaIds[1] ?? null });
    const { asociacionId } = await seedConsultaDemo(trx, { userIds, created, today });
    await seedAcreditacionesDemo(trx, { today, coloniaIds, userIds, entidadId: asociacionId, created });
    await seedAvistamientosDemo(trx, { mediaDir, coloniaIds, userIds, created });
  });
}
