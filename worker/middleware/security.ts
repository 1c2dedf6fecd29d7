import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { APP_START_CSP } from "../../domain/app-start-script";
import { THEME_INIT_CSP } from "../../domain/theme-init";
import type { AppBindings, Env } from "../env";

type Providers = { google: boolean; apple: boolean };

/**
 * Secure defaults for every response the worker produces. No inline scripts are allowed but the theme script every
 * page carries and the app's start script of the pages drawn in their HTML (each allowed by its hash,
 * domain/theme-init.ts, domain/app-start.ts); inline style
 * attributes are (React and the map library set element styles). Map tiles may come from any https host
 * because the tile source is configuration. Google and Apple sign-in scripts (and Apple's pop-up, which needs
 * an opener) are allowed only when their client ids are configured.
 */
function headersFor({ google, apple }: Providers) {
  const gsi = "https://accounts.google.com/gsi/";
  return secureHeaders({
    // A route's own header wins: e.g. the private document's sandbox CSP, /media's and /og's cross-origin CORP.
    overwrite: false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        THEME_INIT_CSP,
        APP_START_CSP,
        ...(google ? [`${gsi}client`] : []),
        ...(apple ? ["https://appleid.cdn-apple.com"] : []),
      ],
      styleSrc: ["'self'", "'unsafe-inline'", ...(google ? [`${gsi}style`] : [])],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", "ws:", "wss:", ...(google ? [gsi] : [])],
      ...(google || apple
        ? { frameSrc: ["'self'", ...(google ? [gsi] : []), ...(apple ? ["https://appleid.apple.com"] : [])] }
        : {}),
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...(apple ? ["https://appleid.apple.com"] : [])],
      frameAncestors: ["'none'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    crossOriginOpenerPolicy: google || apple ? "same-origin-allow-popups" : "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: ["self"],
      payment: ["self"],
      ...(google ? { identityCredentialsGet: ["self"] } : {}),
    },
  });
}

const variants = new Map<string, MiddlewareHandler>();

function providersOf(env: Env): Providers {
  return { google: Boolean(env.GOOGLE_CLIENT_ID), apple: Boolean(env.APPLE_CLIENT_ID) };
}

export const securityHeaders: MiddlewareHandler<AppBindings> = (c, next) => {
  const providers = providersOf(c.env);
  const key = `${providers.google}:${providers.apple}`;
  let handler = variants.get(key);
  if (!handler) {
    handler = headersFor(providers);
    variants.set(key, handler);
  }
  return handler(c, next);
};
