/**
 * The one data provider of the client: react-admin's CRUD over every area's
 * endpoints, plus each area's named methods for the calls that are not CRUD
 * (a cat's baja, a CSV import, a report...). Screens reach it through
 * `useGateraDataProvider()` with react-admin's hooks or react-query, so
 * loading, errors, refresh and cancellation are the framework's; public
 * pages, which live outside <Admin>, call `dataProvider` directly.
 */
import { useDataProvider, type DataProvider } from 'react-admin';
import { crudProvider } from './crud';
import { gatosEndpoints, gatosMethods } from './gatos';
import { campanasEndpoints, campanasMethods } from './campanas';
import { jornadasEndpoints, jornadasMethods } from './jornadas';
import { registrosEndpoints, registrosMethods } from './registros';
import { coloniasEndpoints, coloniasMethods } from './colonias';
import { administracionEndpoints, administracionMethods } from './administracion';
import { calleEndpoints, calleMethods } from './calle';
import { equiposEndpoints, equiposMethods } from './equipos';
import { consultaEndpoints, consultaMethods } from './consulta';
import { acreditacionesEndpoints, acreditacionesMethods } from './acreditaciones';
import { presupuestosMethods } from './presupuestos';
import { subvencionesEndpoints, subvencionesMethods } from './subvenciones';
import { costesEndpoints, costesMethods } from './costes';
import { cerMethods } from './cer';
import { camadasMethods } from './camadas';
import { backupsMethods } from './backups';
import { ajustesMethods } from './ajustes';
import { informesMethods } from './informes';
import { vecinosEndpoints, vecinosMethods } from './vecinos';
import { avistamientosEndpoints, avistamientosMethods } from './avistamientos';
import { cuentaMethods } from './cuenta';
import { notificacionesMethods } from './notificaciones';
import { busquedaMethods } from './busqueda';
import { incidenciasMethods } from './incidencias';
import { usuariosMethods } from './usuarios';
import { provinciaEndpoints, provinciaMethods } from './provincia';
import { municipioApi, publicoMethods } from './publico';

export { listQuery } from './crud';
export type { GatosImportAnswer } from './gatos';
export type { Pagina } from './colonias';

const endpoints = {
  ...gatosEndpoints,
  ...campanasEndpoints,
  ...jornadasEndpoints,
  ...registrosEndpoints,
  ...coloniasEndpoints,
  ...administracionEndpoints,
  ...calleEndpoints,
  ...equiposEndpoints,
  ...consultaEndpoints,
  ...acreditacionesEndpoints,
  ...subvencionesEndpoints,
  ...costesEndpoints,
  ...vecinosEndpoints,
  ...avistamientosEndpoints,
  ...provinciaEndpoints,
};

const methods = {
  ...gatosMethods,
  ...campanasMethods,
  ...jornadasMethods,
  ...registrosMethods,
  ...coloniasMethods,
  ...administracionMethods,
  ...calleMethods,
  ...equiposMethods,
  ...consultaMethods,
  ...acreditacionesMethods,
  ...presupuestosMethods,
  ...subvencionesMethods,
  ...costesMethods,
  ...cerMethods,
  ...camadasMethods,
  ...backupsMethods,
  ...ajustesMethods,
  ...informesMethods,
  ...vecinosMethods,
  ...avistamientosMethods,
  ...cuentaMethods,
  ...notificacionesMethods,
  ...busquedaMethods,
  ...incidenciasMethods,
  ...usuariosMethods,
  ...provinciaMethods,
  ...publicoMethods(),
};

/** The named methods every area adds to react-admin's data provider. */
export type NamedMethods = typeof methods;

export type GateraDataProvider = DataProvider & NamedMethods;

export const dataProvider: GateraDataProvider = { ...crudProvider(endpoints), ...methods };

/** `provider` with the public pages' calls going to the municipality at /m/<slug>/ (its pages there, routing/municipioRoutes.tsx). */
export function municipioDataProvider(provider: GateraDataProvider, slug: string): GateraDataProvider {
  return { ...provider, ...publicoMethods(municipioApi(slug)) };
}

/** The data provider of the <Admin> around the screen (the fake one in component tests). */
export function useGateraDataProvider(): GateraDataProvider {
  return useDataProvider<GateraDataProvider>();
}
