/** Whom, for which colonies and from which course staff may accredit: one cached answer for the accreditation and course forms. */
import { useQuery } from '@tanstack/react-query';
import type { OpcionesAcreditacion } from '../../domain/schemas/acreditacion';
import { useGateraDataProvider } from '../providers/dataProvider';

/** A person or colony to choose, by name. */
export type Opcion = OpcionesAcreditacion['personas'][number];

export function useOpcionesAcreditacion(): OpcionesAcreditacion | undefined {
  const dataProvider = useGateraDataProvider();
  return useQuery({ queryKey: ['acreditaciones', 'opciones'], queryFn: ({ signal }) => dataProvider.opcionesAcreditacion(signal) }).data;
}
