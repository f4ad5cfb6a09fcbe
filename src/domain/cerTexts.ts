/**
 * The method of the CER estimate in plain Spanish, for the annual report and
 * docs/FUNCIONALIDADES.md. The programme's screen texts are catalogue texts
 * (src/domain/i18n/<lang>/cer.ts).
 */
export const MEMORIA_METHOD_TEXT = [
  'La población de cada colonia se estima con el método de marcaje y reavistamiento de Chapman. Los gatos marcados son los gatos registrados y esterilizados, que llevan la muesca en la oreja; en cada censo se cuentan los gatos adultos vistos y, entre ellos, los que llevan la marca.',
  'Con M gatos marcados, C adultos vistos y R marcados vistos, la población es N = (M+1)(C+1)/(R+1) − 1, con un intervalo de confianza del 95 % de N ± 1,96·√Var, Var = (M+1)(C+1)(M−R)(C−R)/((R+1)²(R+2)).',
  'Supuestos: la colonia no cambia (sin nacimientos, muertes ni llegadas) entre el último censo y los registros con los que se compara, y la marca de la oreja se ve siempre en el censo. Las crías no se cuentan como adultos.',
  'Cuando no hay un censo con gatos marcados vistos, la población es el mayor de los adultos contados en el último censo y los gatos registrados (método «Censo»); sin censo, los gatos registrados (método «Registro»). La estimación nunca es menor que los gatos registrados ni que los adultos vistos.',
  'La cobertura es la parte de la población estimada que está esterilizada. Una colonia se estabiliza con un 70–80 % de gatos esterilizados; por debajo del 50 % la cobertura es insuficiente.',
];
