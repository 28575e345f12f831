import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app (WEB_DIST) with history fallback: a GET outside /api that names no file gets index.html, so
 * deep links such as /reset-password/… load the app. Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  runtime: { pageViewUrl?: string | undefined } = {},
): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  // The web app's run-time settings (its index.html loads this before the app): PAGE_VIEW_URL is read here, so an
  // operator sets it without rebuilding. Served before the static files, which hold an empty default.
  const runtimeConfig = JSON.stringify(runtime.pageViewUrl ? { pageViewUrl: runtime.pageViewUrl } : {});
  app.get('/runtime-config.js', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(`window.__TRAINERLOG_CONFIG__ = ${runtimeConfig.replace(/</g, '\\u003c')};\n`),
  );
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      setHeaders(reply, filePath) {
        // Vite puts content-hashed files under /assets; everything else (index.html, sw.js, manifest) must revalidate.
        const relative = path.relative(webDist, filePath);
        reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn(`The web app is not built (${indexFile} is missing); run "npm run build". The API works.`);
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ msg: 'Not found' });
    }
    // Browsers navigating send Accept: text/html; a missing /logo.png or /assets/x.js must not get the page.
    const acceptsHtml = (request.headers.accept ?? '').includes('text/html');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && (acceptsHtml || !path.extname(pathname));
    if (!wantsPage) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The Trainer Log web app has not been built: ${indexFile} is missing. Run "npm run build" and reload.`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
