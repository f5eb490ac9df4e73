import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON and HTML above this size are compressed on the fly; smaller bodies are not worth it. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Everything the app loads comes from its own origin (DESIGN 1: no CDN at run time). The
 * exceptions are the app's own: QR codes are drawn to `data:` images, the QR scanner runs its
 * worker from a `blob:` URL and shows the camera stream. Helmet adds a per-response nonce to
 * `script-src` and `style-src`, which the served index.html carries.
 */
function contentSecurityPolicy(https: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      // 'self' covers the Socket.IO websocket on the same host (CSP Level 3).
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Headers a browser reads on a document (or a worker) only. The build's hashed files are never
 * either: they are scripts, styles, images and sounds the page loads, so these headers protect
 * nothing there, yet over HTTP/1.1 they cost about 700 bytes on each of the 20 to 70 requests of a
 * first load. The ones that do guard a subresource (nosniff, the resource policy, the referrer
 * policy for a stylesheet's own requests, HSTS) stay. The service worker is not among those files.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** Leaves a hashed build file (web/static.ts) with the headers that apply to a subresource. */
export function keepSubresourceHeaders(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) {
    // Helmet writes its headers on the raw response; ours go through the reply.
    reply.raw.removeHeader(name);
    reply.removeHeader(name);
  }
}

/**
 * Security headers on every response (HTML, files and API) and compression of dynamic bodies.
 * Static assets are precompressed at build time and served as they are (web/static.ts), so the
 * compressor skips them: it leaves any response that already has a content-encoding alone.
 */
export async function registerSecurityAndCompression(
  app: FastifyInstance,
  { publicUrl }: { publicUrl: string },
) {
  const https = publicUrl.startsWith('https:');
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: contentSecurityPolicy(https),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Helmet has no Permissions-Policy: the camera is for the app itself (the QR scanners), and
  // nothing else the browser offers is needed. Set before the handler, as helmet's are, so a
  // hashed file's handler can take it off again (keepSubresourceHeaders).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(
      'permissions-policy',
      'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    );
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Quality 11 is for build time; on the fly a low level keeps the CPU cost near gzip's.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
