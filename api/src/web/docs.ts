import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI description of every route, at /docs, for the company's mobile app team. */
export const docs = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de la tienda',
        description: 'Catálogo, cuentas, carrito, envíos, órdenes, pagos y préstamos. Los errores responden `{ok:false, message}` en español.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}, { name: 'docs' });
