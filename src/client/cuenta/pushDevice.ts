/**
 * This device's Web Push subscription: the browser's permission, then the
 * service worker's push manager subscribed with the installation's VAPID
 * public key. The server stores what it answers (through the data provider);
 * the service worker shows the notices (public/avisos-sw.js).
 */
import type { Suscripcion } from '../../domain/schemas/notificacion';
import { registerServiceWorker } from '../calle/pwa';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The permission was refused: only the browser's settings can give it again. */
export class PermisoDenegado extends Error {}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function registration(): Promise<ServiceWorkerRegistration> {
  registerServiceWorker();
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const existing = await navigator.serviceWorker.getRegistration('/');
  return (await existing?.pushManager.getSubscription()) ?? null;
}

/** Asks for permission and subscribes this device; answers the subscription as the server takes it. */
export async function subscribeDevice(clavePublica: string): Promise<Suscripcion> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PermisoDenegado();
  const worker = await registration();
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(clavePublica) });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Unsubscribes this device from its push service; answers the endpoint the server should forget, or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
