// Stand-in for vite-plugin-pwa's virtual module in unit tests: no service worker, nothing to update.
export function useRegisterSW() {
  const noop = () => {};
  return {
    needRefresh: [false, noop] as const,
    offlineReady: [false, noop] as const,
    updateServiceWorker: async () => {},
  };
}
