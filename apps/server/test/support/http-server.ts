import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  url: string;
  close(): Promise<void>;
}

/** A throwaway HTTP server on 127.0.0.1 and a free port, standing in for a remote service. */
export async function startLocalServer(handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
