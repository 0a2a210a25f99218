import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { OPS_SYSTEM_ENDPOINTS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../core/endpoint-route.ts';

/** The docs page loads Swagger UI's own bundle and inline styles; no upgrade-insecure-requests on plain http. */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

async function openapiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Lobby platform API',
        description:
          'Every /wps and /lgw answer is the envelope `{success, value}` or `{success:false, errorCode, ' +
          'message, value?}`. The `Merchant` header selects the tenant (else the host name, else the ' +
          'default merchant); `Language` picks localized content.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          opsToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'OPS_TOKEN from the server environment (automation: every permission, every merchant)',
          },
          consoleSession: {
            type: 'apiKey',
            in: 'cookie',
            name: 'lobby_console',
            description: 'an operator console session (POST /ops/auth/login); changes also need the header x-console: 1',
          },
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'session token from a login (`<token>` or `Bearer <token>`)',
          },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: '__Host-lobby_session',
            description: 'browsers (login with `Session-Transport: cookie`); state-changing calls must also send `Merchant`',
          },
        },
      },
      tags: [
        { name: 'system', description: 'tenant settings, status gate, countries' },
        { name: 'ops', description: 'operator switches (needs OPS_TOKEN)' },
        { name: 'session', description: 'login, trial accounts, logout, captcha, body encryption key' },
        { name: 'register', description: 'registration rules, registration, availability checks' },
        { name: 'member', description: 'member info, avatar, VIP rank (session required)' },
        { name: 'wallet', description: 'balance (session required)' },
        { name: 'verification', description: 'slider captcha, SMS codes' },
        { name: 'password', description: 'change password, recovery by e-mail and by phone' },
        { name: 'games', description: 'vendors, game lists, favourites, recent, hot, winners, lottery, launch' },
        { name: 'lottery', description: 'lottery draws: latest results, Vietnamese regions, recent draws, verification' },
        { name: 'content', description: 'banners, announcements, promotions, help centre' },
        { name: 'media', description: 'server-made artwork' },
        { name: 'health', description: 'liveness for load balancers' },
      ],
    },
    transform: jsonSchemaTransform,
  });

  // The public description leaves the operators' routes out; they are described at /ops/openapi.json,
  // behind the operator token, so an outsider is not handed a map of the back office.
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    transformSpecification: (spec) => publicSpecification(spec as OpenApiDocument),
  });

  app.get('/openapi.json', { schema: { hide: true } }, async () => publicSpecification(app.swagger() as OpenApiDocument));
}

interface OpenApiDocument {
  paths?: Record<string, unknown>;
  tags?: Array<{ name: string }>;
  components?: { securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

/** The description without the /ops routes, the ops tag and the operator token scheme. */
export function publicSpecification(spec: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(spec.paths ?? {}).filter(([path]) => !path.startsWith('/ops')));
  const { opsToken: _ops, consoleSession: _console, ...schemes } = spec.components?.securitySchemes ?? {};
  return {
    ...spec,
    paths,
    tags: spec.tags?.filter((t) => t.name !== 'ops'),
    components: { ...spec.components, securitySchemes: schemes },
  };
}

/** The whole description, operators' routes included, registered inside the /ops scope (token required). */
export const opsOpenapiRoute: FastifyPluginAsyncZod = async (scope) => {
  route(scope, OPS_SYSTEM_ENDPOINTS.openapi, async () => scope.swagger() as Record<string, unknown>);
};

export default fp(openapiPlugin, { name: 'lobby-openapi' });
