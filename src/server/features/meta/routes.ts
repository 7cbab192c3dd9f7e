import { createRoute } from '@hono/zod-openapi';
import { instanceMetaSchema } from '../../../shared/schemas/meta.ts';
import type { Config } from '../../config.ts';
import { createRouter } from '../../http/env.ts';
import { jsonResponse } from '../../http/responses.ts';

const meta = createRoute({
  method: 'get',
  path: '/meta',
  tags: ['Instance'],
  summary: 'How this instance is set up: sign-up mode, billing, contact address (public)',
  responses: { 200: jsonResponse(instanceMetaSchema, 'Instance settings') },
});

export function metaRoutes(config: Config) {
  return createRouter().openapi(meta, (c) =>
    c.json(
      {
        signup_mode: config.signupMode,
        billing_enabled: config.billing !== null,
        contact_email: config.contactEmail,
      },
      200,
    ),
  );
}
