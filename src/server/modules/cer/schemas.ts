/** TypeBox schemas of the CER calls (censuses, population, history, dashboard, annual report). */
import { Type } from 'typebox';
import { CER_ESTADOS, CER_METHODS, OBSERVACIONES_MAX } from '../../../domain/cer';
import { DbId, Nullable } from '../../lib/schemas';

/** Counts are bounded so a typo never reaches an integer column's limit. */
const Count = Type.Integer({ minimum: 0, maximum: 100_000 });

export const CensoParams = Type.Object({ id: DbId(), censo_id: DbId() });

export const CensoBody = Type.Object({
  fecha: Type.String({ maxLength: 40, description: 'AAAA-MM-DD, no posterior a hoy' }),
  gatos_vistos: Count,
  crias: Count,
  marcados_vistos: Count,
  observaciones: Type.Optional(Nullable(Type.String({ maxLength: OBSERVACIONES_MAX }))),
  client_id: Type.Optional(Nullable(Type.String({ maxLength: 36, description: 'UUID del cliente (censo hecho sin conexión): reenviarlo devuelve el mismo censo' }))),
});

export const Censo = Type.Object({
  id: Type.Integer(),
  colonia_id: Type.Integer(),
  fecha: Type.String(),
  gatos_vistos: Type.Integer(),
  crias: Type.Integer(),
  marcados_vistos: Type.Integer(),
  observaciones: Nullable(Type.String()),
  usuario_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const CensoRef = Type.Object({ id: Type.Integer(), fecha: Type.String(), gatos_vistos: Type.Integer(), crias: Type.Integer(), marcados_vistos: Type.Integer() });
const Cobertura = Nullable(Type.Number());
const Estado = Type.Enum([...CER_ESTADOS]);

export const Poblacion = Type.Object({
  colonia_id: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  censo: Type.Union([CensoRef, Type.Null()]),
  estimacion: Type.Object({
    metodo: Type.Enum([...CER_METHODS]),
    n: Type.Integer(),
    ic95: Type.Union([Type.Tuple([Type.Integer(), Type.Integer()]), Type.Null()]),
  }),
  cobertura: Cobertura,
  objetivo: Type.Number(),
  estado: Estado,
  por_esterilizar: Type.Integer({ description: 'Gatos que faltan por esterilizar para llegar al objetivo: ceil(objetivo·n) − esterilizados' }),
});

export const Historia = Type.Object({
  colonia_id: Type.Integer(),
  objetivo: Type.Number(),
  meses: Type.Array(
    Type.Object({
      mes: Type.String({ description: 'AAAA-MM' }),
      registrados: Type.Integer(),
      esterilizados: Type.Integer(),
      esterilizaciones: Type.Integer(),
      altas: Type.Integer(),
      bajas: Type.Integer(),
      censo: Type.Union([CensoRef, Type.Null()]),
      estimacion: Type.Integer(),
      cobertura: Cobertura,
    }),
  ),
});

export const Panel = Type.Object({
  objetivo: Type.Number(),
  colonias: Type.Integer(),
  registrados: Type.Integer(),
  esterilizados: Type.Integer(),
  poblacion_estimada: Type.Integer(),
  cobertura: Cobertura,
  anio: Type.Integer(),
  esterilizaciones_anio: Type.Integer(),
  esterilizaciones_anio_anterior: Type.Integer(),
  quejas_abiertas: Type.Integer(),
  inspecciones_pendientes: Type.Integer(),
  campanas_en_progreso: Type.Integer(),
  estados: Type.Record(Type.String(), Type.Integer()),
  colonias_bajo_objetivo: Type.Integer(),
  bajo_objetivo: Type.Array(
    Type.Object({
      id: Type.Integer(),
      nombre: Type.String(),
      registrados: Type.Integer(),
      esterilizados: Type.Integer(),
      sin_esterilizar: Type.Integer(),
      estimacion: Type.Integer(),
      metodo: Type.Enum([...CER_METHODS]),
      cobertura: Cobertura,
      estado: Estado,
      por_esterilizar: Type.Integer(),
    }),
  ),
  serie: Type.Array(
    Type.Object({ mes: Type.String(), registrados: Type.Integer(), esterilizaciones: Type.Integer(), altas: Type.Integer(), bajas: Type.Integer() }),
  ),
});

export const MemoriaQuery = Type.Object({
  anio: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  formato: Type.Optional(Type.Enum(['pdf', 'csv'])),
});

export const CampanaDesdeColonias = Type.Object({
  colonia_ids: Type.Array(DbId(), { minItems: 1, maxItems: 5000 }),
  nombre: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
