/**
 * A chosen municipality (session.ts) the account no longer works in: its grant
 * was withdrawn, or the municipality deactivated, and the server refuses every
 * call that names it with a 403. httpClient.ts hands any 403 to a call that
 * named the chosen one here; the refusal's words are not read (they come in the
 * person's language, and a role's own refusal is a 403 too): the account's own
 * /auth/me says whether it still works there. When it no longer lists the
 * chosen one, the choice goes, the account as its own municipality sees it is
 * stored, and the app loads again at the role's home, as a choice in the bar
 * does, so no screen keeps the other municipality's records; the bar then
 * tells the person why (takeWithdrawnNotice, once).
 */
import { homeOf } from '../../domain/roleHomes';
import type { MunicipioDeCuenta } from '../../domain/schemas/municipio';
import { chosenMunicipio, forgetChosenMunicipio, getStoredUser, storeUser, type StoredUser } from './session';

/** Kept for this tab only, across the reload. */
const NOTICE_KEY = 'gatera:municipio-retirado';

/** The names the notice gives: the municipality left, and the account's own. */
export interface WithdrawnNotice {
  retirado: string;
  propio: string;
}

/** How a municipality is named to the person. */
export function municipioLabel(municipio: MunicipioDeCuenta): string {
  return municipio.nombre ?? municipio.slug ?? String(municipio.id);
}

let checking: Promise<void> | null = null;

/**
 * After a refusal of a call naming municipality `chosen`: drops the choice when the account's own /auth/me
 * (`ownAccount`) no longer lists it. Refusals that arrive together ask once.
 */
export function checkChosenMunicipio(chosen: number, ownAccount: () => Promise<StoredUser>): Promise<void> {
  checking ??= (async () => {
    try {
      const own = await ownAccount();
      if (chosenMunicipio() !== chosen || (own.municipios ?? []).some((m) => m.id === chosen)) return;
      const before = getStoredUser();
      const left = [before?.municipio, ...(before?.municipios ?? [])].find((m) => m?.id === chosen);
      const notice: WithdrawnNotice = { retirado: left ? municipioLabel(left) : String(chosen), propio: own.municipio ? municipioLabel(own.municipio) : '' };
      sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
      forgetChosenMunicipio();
      storeUser(own);
      window.location.assign(homeOf(own.role));
    } catch {
      // The account could not be asked for (no signal, a 401 that ended the session): the next refusal asks again.
    } finally {
      checking = null;
    }
  })();
  return checking;
}

/** The notice left by a choice dropped before this load, given once. */
export function takeWithdrawnNotice(): WithdrawnNotice | null {
  const raw = sessionStorage.getItem(NOTICE_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(NOTICE_KEY);
  try {
    const notice = JSON.parse(raw) as Partial<WithdrawnNotice>;
    return typeof notice.retirado === 'string' && typeof notice.propio === 'string' ? { retirado: notice.retirado, propio: notice.propio } : null;
  } catch {
    return null;
  }
}
