import type { ClientNotification } from '../../../../../shared/schemas/notifications.ts';

// The browser side of a new notification (spec 1 §2.10): a system notification with its title and
// message, a short chime and a vibration. Where notifications are unsupported or not allowed this is
// only logged (console.info: it is expected, not an error).

export function canUseBrowserNotifications(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Asks once, from a click (browsers ignore or penalise prompts without a user gesture). */
export async function askNotificationPermission(): Promise<void> {
  if (!canUseBrowserNotifications() || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch {
    // old Safari: callback form only; the bell works without it
  }
}

export function announceNotification(row: ClientNotification): void {
  if (!canUseBrowserNotifications()) {
    console.info('[bildirim] Tarayıcı bildirimleri desteklenmiyor:', row.title);
    return;
  }
  if (Notification.permission !== 'granted') {
    console.info('[bildirim] Tarayıcı bildirim izni verilmedi:', row.title);
    return;
  }
  try {
    new Notification(row.title, { body: row.message, tag: row.id, icon: '/favicon.svg' });
  } catch (error) {
    // Android Chrome allows notifications only from a service worker.
    console.info('[bildirim] Tarayıcı bildirimi gösterilemedi:', error);
  }
  playChime();
  vibrate();
}

/** A soft two-tone chime made with WebAudio, so no sound file is downloaded. */
function playChime(): void {
  const AudioContextClass =
    window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    const start = context.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.45);
    for (const [frequency, offset] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, start + offset);
      oscillator.connect(gain);
      oscillator.start(start + offset);
      oscillator.stop(start + 0.45);
    }
    window.setTimeout(() => void context.close().catch(() => {}), 600);
  } catch (error) {
    console.info('[bildirim] Ses çalınamadı:', error);
  }
}

function vibrate(): void {
  // Browsers block vibration before the first tap on the page (and log it); ask only after one.
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  if (typeof navigator.vibrate !== 'function' || activation?.hasBeenActive === false) return;
  navigator.vibrate([120, 60, 120]);
}
