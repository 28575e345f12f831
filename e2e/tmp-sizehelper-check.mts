// Throwaway: loads / as a guest in Chromium and sums the JS responses' transferred (encoded) sizes.
import { chromium } from 'playwright-core';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const context = await browser.newContext({ serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const urls = new Map<string, string>();
const sizes = new Map<string, number>();
cdp.on('Network.responseReceived', (e: any) => { if (/javascript/.test(e.response.mimeType) || e.response.url.endsWith('.js')) urls.set(e.requestId, e.response.url + ' ' + (e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'identity')); });
const body = new Map<string, number>();
cdp.on('Network.dataReceived', (e: any) => { body.set(e.requestId, (body.get(e.requestId) ?? 0) + e.encodedDataLength); });
cdp.on('Network.loadingFinished', (e: any) => { if (urls.has(e.requestId)) sizes.set(urls.get(e.requestId)!, body.get(e.requestId) ?? 0); });
await page.goto(base + '/', { waitUntil: 'networkidle' });
await page.getByText('Matches logged').waitFor({ timeout: 10000 }).catch(() => console.log('(no counter widget)'));
await page.waitForTimeout(1500);
let total = 0;
for (const [url, size] of [...sizes].sort((a, b) => b[1] - a[1])) { total += size; console.log(String(size).padStart(8), url.replace(base, '')); }
console.log('TOTAL JS bodies as transferred:', (total / 1024).toFixed(1), 'KB in', sizes.size, 'files');
await page.setViewportSize({ width: 390, height: 800 });
await page.screenshot({ path: '/tmp/sizehelper-landing-390.png' });
await browser.close();
