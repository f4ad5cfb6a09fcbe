/** An outcome as sent, checked and made into what is stored; the Spanish key of its first problem. */
import type { ResultadoBody } from '../../../domain/schemas/jornada';
import { JORNADA_KEYS, MICROCHIP_ACCIONES, PRUEBA_RESULTADOS, type MicrochipAccion, type PruebaResultado } from '../../../domain/jornadas';
import { isValidCodigoIdentificacion, toIsoDate } from '../../../domain/validation';
import type { Sexo } from '../../../domain/types';
import { unprocessable } from '../../lib/errors';

export interface Resultado {
  presentado: boolean;
  operado: boolean;
  motivo_no_operado: string | null;
  sexo_encontrado: Sexo | null;
  nombre: string | null;
  microchip: string | null;
  microchip_accion: MicrochipAccion | null;
  corte_oreja: boolean;
  felv: PruebaResultado | null;
  fiv: PruebaResultado | null;
  gestante: boolean;
  lactante: boolean;
  edad_meses: number | null;
  peso_kg: number | null;
  complicaciones: string | null;
  fecha_retorno: string | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim() || null;

function prueba(value: string | null | undefined): PruebaResultado | null {
  const v = text(value);
  if (v === null) return null;
  if (!(PRUEBA_RESULTADOS as readonly string[]).includes(v)) throw unprocessable(JORNADA_KEYS.pruebaInvalid);
  return v as PruebaResultado;
}

/** `fecha`: the clinic day's, which a return date may not precede. */
export function resultadoOf(body: ResultadoBody, fecha: string): Resultado {
  const empty: Resultado = {
    presentado: false, operado: false, motivo_no_operado: null, sexo_encontrado: null, nombre: null, microchip: null, microchip_accion: null, corte_oreja: false,
    felv: null, fiv: null, gestante: false, lactante: false, edad_meses: null, peso_kg: null, complicaciones: null, fecha_retorno: null,
  };
  if (!body.presentado) return empty;
  const operado = body.operado ?? false;
  const motivo = text(body.motivo_no_operado);
  if (!operado && !motivo) throw unprocessable(JORNADA_KEYS.motivoRequired);
  const sexo = text(body.sexo_encontrado);
  if (sexo !== 'M' && sexo !== 'H') throw unprocessable(JORNADA_KEYS.sexoEncontradoRequired);
  const microchip = text(body.microchip);
  if (microchip !== null && !isValidCodigoIdentificacion(microchip)) throw unprocessable(JORNADA_KEYS.microchipInvalid);
  const accion = text(body.microchip_accion);
  if (microchip !== null && !(MICROCHIP_ACCIONES as readonly string[]).includes(accion ?? '')) throw unprocessable(JORNADA_KEYS.microchipAccionRequired);
  const retornoText = text(body.fecha_retorno);
  const retorno = retornoText === null ? null : toIsoDate(retornoText);
  if (retornoText !== null && (retorno === null || retorno < fecha)) throw unprocessable(JORNADA_KEYS.fechaRetornoInvalid);
  return {
    presentado: true,
    operado,
    motivo_no_operado: operado ? null : motivo,
    sexo_encontrado: sexo,
    nombre: text(body.nombre),
    microchip,
    microchip_accion: microchip === null ? null : (accion as MicrochipAccion),
    corte_oreja: body.corte_oreja ?? false,
    felv: prueba(body.felv),
    fiv: prueba(body.fiv),
    gestante: body.gestante ?? false,
    lactante: body.lactante ?? false,
    edad_meses: body.edad_meses ?? null,
    peso_kg: body.peso_kg ?? null,
    complicaciones: text(body.complicaciones),
    fecha_retorno: retorno,
  };
}

/** The activity's description: what the vet found, in the council's words (Spanish, as stored activities are). */
export function descripcionActividad(r: Resultado, clinica: string): string {
  const si = (flag: boolean) => (flag ? 'sí' : 'no');
  const parts = [
    `Jornada en ${clinica}.`,
    r.operado ? 'Operado.' : `No operado: ${r.motivo_no_operado}.`,
    `Sexo: ${r.sexo_encontrado === 'M' ? 'macho' : 'hembra'}.`,
    r.microchip ? `Microchip ${r.microchip} ${r.microchip_accion === 'implantado' ? 'implantado' : 'leído'}.` : null,
    `Corte de oreja: ${si(r.corte_oreja)}.`,
    `FeLV: ${r.felv ?? 'no consta'}; FIV: ${r.fiv ?? 'no consta'}.`,
    `Gestante: ${si(r.gestante)}; lactante: ${si(r.lactante)}.`,
    r.edad_meses !== null ? `Edad estimada: ${r.edad_meses} meses.` : null,
    r.peso_kg !== null ? `Peso: ${r.peso_kg} kg.` : null,
    r.complicaciones ? `Complicaciones: ${r.complicaciones}.` : null,
    r.fecha_retorno ? `Vuelta a la colonia: ${r.fecha_retorno}.` : null,
  ];
  return parts.filter(Boolean).join(' ');
}
