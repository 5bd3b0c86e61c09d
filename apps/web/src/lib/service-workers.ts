/** Unregisters every service worker of this origin, so the next load fetches the current build. */
export async function unregisterServiceWorkers(): Promise<void> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((r) => r.unregister()));
  } catch {
    // A browser that refuses (private mode, insecure origin) has nothing cached by us either.
  }
}
