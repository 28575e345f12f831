/** The guest's handler table: the browser store (guestHandlers.ts, loaded on first use). */
import { lazyHandlers, type DataHandlers, type PortContext } from '../port.ts';

export function createGuestHandlerTable(context: PortContext): DataHandlers {
  return lazyHandlers(async () => (await import('./guestHandlers.ts')).createGuestHandlers(context), {
    // Guests have no server counts: nothing is asked.
    'counts.mine': async () => null,
  });
}
