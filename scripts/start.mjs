// `npm start`: install what is missing, rebuild the web app if it is stale, then run the server in this very
// process (no wrapper), so Ctrl+C and kill reach the server directly and it can stop its database cleanly.
import { ensureInstalled } from './lib/install.mjs';
import { useServerLogFormat } from './lib/log.mjs';
import { ensureWebBuilt } from './lib/build-web.mjs';
import { serverMain } from './lib/paths.mjs';
import { pathToFileURL } from 'node:url';

useServerLogFormat();
ensureInstalled();
ensureWebBuilt();
const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(serverMain).href);
