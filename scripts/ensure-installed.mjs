import { ensureInstalled } from './lib/install.mjs';

ensureInstalled();
