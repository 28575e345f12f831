/** The member's handler table: the API (memberHandlers.ts, loaded on first use). */
import { fetchCounts } from '../entities/matchCounts.ts';
import { lazyHandlers, type DataHandlers, type PortContext } from '../port.ts';

export function createMemberHandlerTable(context: PortContext): DataHandlers {
  return lazyHandlers(async () => (await import('./memberHandlers.ts')).createMemberHandlers(context), {
    // Asked on the landing page, so answered without loading the repositories.
    'counts.mine': (signal) => fetchCounts('myCounts', signal),
  });
}
