/**
 * The volunteer's queue as the screens see it: whether there is signal, the
 * pending and refused changes of the signed-in person, and a run of the
 * queue whenever the connection comes back (and once on opening).
 */
import { useCallback, useEffect, useState } from 'react';
import { useStoredUser } from '../providers/session';
import { COLA_EVENT, cambiosDe, enviarPendientes, type Cambio } from './offlineQueue';

export interface ColaState {
  online: boolean;
  pendientes: Cambio[];
  rechazados: Cambio[];
  enviando: boolean;
  /** Runs the queue now (after recording a change). */
  enviar: () => void;
}

export function useCola(): ColaState {
  const usuarioId = Number(useStoredUser()?.id ?? 0);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [cambios, setCambios] = useState<Cambio[]>([]);
  const [enviando, setEnviando] = useState(false);

  const reload = useCallback(() => {
    if (!usuarioId) return;
    void cambiosDe(usuarioId).then(setCambios, (error: unknown) => console.error('No se pudo leer la cola del teléfono:', error));
  }, [usuarioId]);

  const enviar = useCallback(() => {
    if (!usuarioId || !navigator.onLine) return;
    setEnviando(true);
    void enviarPendientes(usuarioId)
      .catch((error: unknown) => console.error('No se pudieron enviar los cambios pendientes:', error))
      .finally(() => {
        setEnviando(false);
        reload();
      });
  }, [usuarioId, reload]);

  useEffect(() => {
    reload();
    enviar();
    const up = () => {
      setOnline(true);
      enviar();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    window.addEventListener(COLA_EVENT, reload);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.removeEventListener(COLA_EVENT, reload);
    };
  }, [reload, enviar]);

  return {
    online,
    pendientes: cambios.filter((c) => c.estado === 'pendiente'),
    rechazados: cambios.filter((c) => c.estado === 'rechazado'),
    enviando,
    enviar,
  };
}
