/**
 * The server's own Spanish catalogue: every fixed message the API sends as
 * `detail` or `message` that the domain's catalogue (src/domain/i18n) does not
 * hold yet, gathered from where each is defined (one place per text), plus the
 * templates of the validation messages. These messages are still thrown as
 * Spanish text and found again by it (index.ts); the domain's are thrown by
 * key. The other languages' catalogues (ca.ts, eu.ts, gl.ts, en.ts) have
 * exactly these keys (tests/server/i18n/catalogues.test.ts).
 */
import { GATO_SERVER_MESSAGES } from '../../domain/gatos';
import { CAMPANA_MESSAGES } from '../../domain/campanas';
import { SEGUIMIENTO_MESSAGES } from '../../domain/seguimiento';
import { REGISTRO_MESSAGES } from '../../domain/registro';
import { ADOPCION_MESSAGES, ADOPTABILIDAD_MESSAGE } from '../../domain/adopciones';
import { CER_API_MESSAGES } from '../../domain/cer';
import { MESSAGES } from '../lib/errors';
import { ADJUNTO_MESSAGES } from '../modules/adjuntos/routes';
import { COLONIA_MESSAGES } from '../modules/colonias/messages';
import { USUARIO_MESSAGES } from '../modules/usuarios/routes';
import { RGPD_MESSAGES } from '../modules/rgpd/routes';
import { VOLUNTARIO_MESSAGES } from '../modules/voluntarios/routes';
import { BACKUP_API_MESSAGES } from '../modules/backup/service';
import { IMPORT_MESSAGES } from '../modules/backup/routes';
import { ATTACHMENT_MESSAGES } from '../lib/attachments';
import { INCIDENCIA_MESSAGES } from '../lib/incidencias';
import { MALFORMED_MESSAGES } from '../plugins/malformedRequests';
import { IMAGE_PIXELS_MESSAGE } from '../lib/imageSize';
import { REPORTS_BUSY_MESSAGE } from '../reports/buildSlots';
import { HASHING_BUSY_MESSAGE } from '../lib/hashQueue';
import { ACCOUNT_LIMITED_MESSAGE } from '../modules/auth/loginLimits';
import { PARTE_ESTADO_MESSAGE } from '../modules/partes/routes';
import { ACTIVIDAD_MESSAGES } from '../modules/actividades/routes';
import { CALLE_MESSAGES } from '../../domain/calle';
import { AJUSTES_MESSAGES } from '../../domain/ajustes';

export type ServerTree = { [key: string]: string | ServerTree };

/** Only the texts: messages built from arguments are left out (they keep their Spanish). */
function texts(group: Record<string, unknown>): ServerTree {
  const out: ServerTree = {};
  for (const [key, value] of Object.entries(group)) {
    if (typeof value === 'string') out[key] = value;
    else if (value && typeof value === 'object') out[key] = texts(value as Record<string, unknown>);
  }
  return out;
}

/** Templates of the schema validation messages (plugins/errors.ts); `%{name}` is filled in. */
export const VALIDATION_TEMPLATES = {
  field: 'El campo «%{name}»',
  request: 'petición',
  required: '%{label} es obligatorio.',
  minLength: '%{label} debe tener al menos %{limit} caracteres.',
  maxLength: '%{label} no puede superar %{limit} caracteres.',
  type: '%{label} debe ser %{types}.',
  typeJoin: ' o ',
  enum: '%{label} debe ser uno de: %{values}.',
  const: '%{label} debe ser %{value}.',
  minimum: '%{label} debe ser mayor o igual que %{limit}.',
  maximum: '%{label} debe ser menor o igual que %{limit}.',
  format: '%{label} no tiene un formato válido.',
  additionalProperties: 'El campo «%{name}» no está permitido.',
  anyOf: '%{label} no tiene un valor válido.',
  invalid: '%{label} no es válido.',
  types: {
    integer: 'un número entero',
    number: 'un número',
    string: 'un texto',
    boolean: 'verdadero o falso',
    object: 'un objeto',
    array: 'una lista',
    null: 'nulo',
  },
} as const;

let built: ServerTree | null = null;

/** Built on first use, so the modules it reads are loaded by then in whatever order. */
export function serverSpanish(): ServerTree {
  built ??= {
    errors: texts(MESSAGES),
    malformed: texts(MALFORMED_MESSAGES),
    validation: texts(VALIDATION_TEMPLATES),
    fields: texts({
      adoptabilidad: ADOPTABILIDAD_MESSAGE,
      parteEstado: PARTE_ESTADO_MESSAGE,
      imagePixels: IMAGE_PIXELS_MESSAGE,
      reportsBusy: REPORTS_BUSY_MESSAGE,
    }),
    gatos: texts(GATO_SERVER_MESSAGES),
    campanas: texts(CAMPANA_MESSAGES),
    colonias: texts(COLONIA_MESSAGES),
    usuarios: texts(USUARIO_MESSAGES),
    rgpd: texts(RGPD_MESSAGES),
    voluntarios: texts(VOLUNTARIO_MESSAGES),
    actividades: texts(ACTIVIDAD_MESSAGES),
    adjuntos: texts({ ...ADJUNTO_MESSAGES, ...ATTACHMENT_MESSAGES }),
    incidencias: texts(INCIDENCIA_MESSAGES),
    seguimiento: texts(SEGUIMIENTO_MESSAGES),
    registro: texts(REGISTRO_MESSAGES),
    adopciones: texts(ADOPCION_MESSAGES),
    cer: texts(CER_API_MESSAGES),
    backups: texts(BACKUP_API_MESSAGES),
    backupImport: texts(IMPORT_MESSAGES),
    cuenta: { idioma: 'El idioma debe ser uno de: %{idiomas}.' },
    inicioSesion: texts({ hashingBusy: HASHING_BUSY_MESSAGE, accountLimited: ACCOUNT_LIMITED_MESSAGE }),
    calle: texts(CALLE_MESSAGES),
    ajustes: texts(AJUSTES_MESSAGES),
  };
  return built;
}
