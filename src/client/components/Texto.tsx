/** A catalogue text where no hook can be called (a list column's render function): `<Texto id="gatera.comun.sinDatos" />`. */
import { useTranslate } from 'react-admin';

export function Texto({ id, values }: { id: string; values?: Record<string, unknown> }) {
  const translate = useTranslate();
  return <>{translate(id, values)}</>;
}
