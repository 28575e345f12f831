// Finds the system Chromium the browser tests drive (never a downloaded browser).
import fs from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/snap/bin/chromium'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return fs.existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  return candidates.find((c) => fs.existsSync(c)) ?? null;
}
