// Renders the app icons (PNG) from our own SVG drawing with the system Chromium; run after changing the artwork:
//   node apps/web/scripts/generate-icons.mjs
// The PNGs are committed, so builds need no browser.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const BALL = `
  <circle cx="32" cy="32" r="30" fill="#ffffff"/>
  <path d="M2 32a30 30 0 0 1 60 0H43.5a11.5 11.5 0 0 0-23 0Z" fill="#e5383b"/>
  <circle cx="32" cy="32" r="30" fill="none" stroke="#1f2430" stroke-width="4"/>
  <path d="M3 32h17.5M43.5 32H61" stroke="#1f2430" stroke-width="4"/>
  <circle cx="32" cy="32" r="9.5" fill="#ffffff" stroke="#1f2430" stroke-width="4"/>
  <circle cx="32" cy="32" r="4" fill="#ffffff" stroke="#1f2430" stroke-width="2"/>`;

/** A Poké Ball on the brand indigo; `inset` is the share of the canvas the ball fills (maskable icons need room). */
function icon(size, inset, rounded) {
  const ball = size * inset;
  const offset = (size - ball) / 2;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5c7cfa"/><stop offset="1" stop-color="#3b5bdb"/></linearGradient></defs>
    <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
    <g transform="translate(${offset} ${offset}) scale(${ball / 64})">${BALL}</g>
  </svg>`;
}

const targets = [
  { file: 'pwa-192x192.png', size: 192, inset: 0.72, rounded: true },
  { file: 'pwa-512x512.png', size: 512, inset: 0.72, rounded: true },
  { file: 'maskable-512x512.png', size: 512, inset: 0.56, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.68, rounded: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, inset, rounded } of targets) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${icon(size, inset, rounded)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    await writeFile(publicDir + file, png);
    console.log('wrote', file);
  }
} finally {
  await browser.close();
}
