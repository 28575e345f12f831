/** The port the session's provider built (DataPortProvider), for every data hook: `useDataPort().send(...)`. */
import { createContext, useContext } from 'react';
import type { DataPort } from './port.ts';

export const DataPortContext = createContext<DataPort | null>(null);

export function useDataPort(): DataPort {
  const port = useContext(DataPortContext);
  if (!port) throw new Error('useDataPort must be used inside <DataPortProvider>');
  return port;
}
