/** A shift's weekday and slot as the screens name them. */
import { useTranslate } from 'react-admin';

export function useTurnoLabels(): { dia: (d: number) => string; franja: (f: string) => string } {
  const translate = useTranslate();
  return {
    dia: (d) => translate(`gatera.calle.dias.${d}`),
    franja: (f) => translate(`gatera.calle.franjas.${f}`),
  };
}
