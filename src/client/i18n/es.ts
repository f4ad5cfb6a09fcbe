/**
 * The complete Spanish catalogue: raSpanish (every key of react-admin 5, and the
 * older `ra.navigation.prev` of ra-language-spanish), plus the app's own messages
 * under `gatera`.
 */
import type { TranslationMessages } from 'react-admin';
import { AUTH_MESSAGES, BACKUP_MESSAGES, GATO_MESSAGES, GENERAL_MESSAGES, RECORD_MESSAGES } from '../../domain/messages';
import { PASSWORD_MESSAGES, EMAIL_MESSAGE } from '../../domain/validation';
import { raSpanish } from './raSpanish';
import { CER_MESSAGES } from '../../domain/cerTexts';
import { CER_API_MESSAGES } from '../../domain/cer';
import { VECINOS_MESSAGES } from '../vecinos/messages';
import { CALLE_TEXTS } from '../calle/messages';
import { CONSOLA_MESSAGES } from './consola';
import { COLONIAS_TEXTS } from '../colonias/messages';
import { COMUN_TEXTS } from '../components/messages';
import { GATOS_TEXTS } from '../gatos/messages';
import { CAMPANAS_TEXTS } from '../campanas/messages';
import { REGISTROS_TEXTS } from '../registros/messages';
import { MENUS, ROLE_LABELS } from '../../domain/roles';
import { PUBLIC_LINKS } from '../layout/publicLinks';
import { menuMessages } from './menuKeys';
import { INFORMES } from '../../domain/informes';
import { IDIOMA_TEXTS, LANDING_TEXTS, LAYOUT_TEXTS, LOGIN_TEXTS, MAPA_TEXTS } from './uiTexts';
import { AUDITORIA_TEXTS } from '../auditoria/messages';
import { COPIAS_TEXTS } from '../backups/messages';
import { CUENTA_TEXTS } from '../cuenta/messages';
import { GRAFICOS_TEXTS } from '../graficos/messages';
import { MARCO_TEXTS } from '../layout/messages';
import { PUBLICO_TEXTS } from '../publico/messages';
import { USUARIOS_TEXTS } from '../usuarios/messages';
import { VOLUNTARIOS_TEXTS } from '../voluntarios/messages';

type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge: later trees win key by key. */
export function mergeMessages(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = isTree(value) && isTree(current) ? mergeMessages(current, value) : isTree(value) ? mergeMessages(value) : value;
    }
  }
  return out;
}

export const appMessages = {
  gatera: {
    auth: AUTH_MESSAGES,
    password: PASSWORD_MESSAGES,
    email: EMAIL_MESSAGE,
    gatos: { ...GATO_MESSAGES, ...GATOS_TEXTS },
    registros: { ...RECORD_MESSAGES, ...REGISTROS_TEXTS },
    campanas: CAMPANAS_TEXTS,
    comun: COMUN_TEXTS,
    backups: BACKUP_MESSAGES,
    general: GENERAL_MESSAGES,
    cer: { ...CER_MESSAGES, api: CER_API_MESSAGES },
    vecinos: VECINOS_MESSAGES,
    calle: CALLE_TEXTS,
    consola: CONSOLA_MESSAGES,
    colonias: COLONIAS_TEXTS,
    menu: menuMessages([...Object.values(MENUS).flat(), ...PUBLIC_LINKS]),
    roles: ROLE_LABELS,
    idioma: IDIOMA_TEXTS,
    layout: LAYOUT_TEXTS,
    inicio: LANDING_TEXTS,
    login: LOGIN_TEXTS,
    mapa: MAPA_TEXTS,
    auditoria: AUDITORIA_TEXTS,
    copias: COPIAS_TEXTS,
    cuenta: CUENTA_TEXTS,
    graficos: GRAFICOS_TEXTS,
    marco: MARCO_TEXTS,
    publico: PUBLICO_TEXTS,
    usuarios: USUARIOS_TEXTS,
    voluntarios: VOLUNTARIOS_TEXTS,
    informes: {
      titulo: 'Informes',
      descargando: 'Descargando...',
      ...Object.fromEntries(INFORMES.map(({ id, title, button, description, failed }) => [id, { title, button, description, failed }])),
    },
  },
};

export const spanishMessages = mergeMessages(
  raSpanish as unknown as Tree,
  appMessages as unknown as Tree,
) as unknown as TranslationMessages;
