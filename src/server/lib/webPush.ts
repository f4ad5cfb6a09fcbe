/**
 * One push request to one device: the payload encrypted for the browser's
 * keys (aes128gcm) and signed with the installation's VAPID keys by
 * web-push, then sent with fetch rather than web-push's own sender, which
 * speaks only https: a subscription on this machine (a local receiver) is
 * plain http. What the answer means for the subscription is decided here.
 */
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service forgot the subscription (404/410), so it is deleted; `retry`: try again later. */
export type PushOutcome = { kind: 'ok' } | { kind: 'gone'; status: number } | { kind: 'retry'; reason: string };

export const PUSH_REQUEST = {
  /** How long a push service keeps a notice for a device that is off (a day: a later one is stale). */
  ttlSeconds: 24 * 60 * 60,
  timeoutMs: 15_000,
} as const;

export async function sendPush(target: PushTarget, payload: string, vapid: VapidKeys & { subject: string }): Promise<PushOutcome> {
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_REQUEST.ttlSeconds,
      contentEncoding: 'aes128gcm',
    });
  } catch {
    // Keys a browser could not have made: the subscription can never be sent to.
    return { kind: 'gone', status: 0 };
  }
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(PUSH_REQUEST.timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { kind: 'ok' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'retry', reason: `El servicio de avisos respondió ${response.status}` };
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
}
