// Routes are registered from contracts' endpoint definitions: method, path and schemas come from
// the endpoint, a domain writes only its options and handler. The route table of a domain must
// name every endpoint of its contracts table, so a forgotten handler fails typecheck.
import type { AnyEndpoint, EndpointSchemas } from '@ruume/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SchemasOf<E extends AnyEndpoint> = Awaited<ReturnType<E['schemas']>>;
type Part<S, Key extends keyof EndpointSchemas> =
  S extends Record<Key, infer T extends z.ZodType> ? T : undefined;

/** The fastify schema of an endpoint: what its handler's request and reply are typed by. */
export type RouteSchemaOf<E extends AnyEndpoint> = {
  params: Part<SchemasOf<E>, 'params'>;
  querystring: Part<SchemasOf<E>, 'query'>;
  // A multipart body is read by the handler (readMultipart), then checked against `body`.
  body: E['multipart'] extends true ? undefined : Part<SchemasOf<E>, 'body'>;
  response: Record<200 | 201 | 204, SchemasOf<E>['response']>;
};

/** A route for one endpoint: its options (auth, rate limit, …) and handler. */
export type EndpointRoute<E extends AnyEndpoint> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    RouteSchemaOf<E>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'method' | 'url' | 'schema'
>;

/** An endpoint answered by another one's route (one call in two shapes, SPEC §7 PUT user). */
export interface SameRouteAs<Name extends string> {
  sameRouteAs: Name;
}

export type EndpointRoutes<Table extends Record<string, AnyEndpoint>> = {
  [Name in keyof Table]:
    | EndpointRoute<Table[Name]>
    | SameRouteAs<Exclude<keyof Table, Name> & string>;
};

const isNoContent = (schema: z.ZodType) => schema instanceof z.ZodUndefined;

/** Registers a route per endpoint of `table`, with the endpoint's method, path and schemas. */
export async function serveEndpoints<Table extends Record<string, AnyEndpoint>>(
  app: FastifyInstance,
  table: Table,
  routes: EndpointRoutes<Table>,
): Promise<void> {
  for (const name of Object.keys(table)) {
    const route = routes[name];
    if ('sameRouteAs' in route) continue;
    const endpoint = table[name];
    const { params, query, body, response } = await endpoint.schemas();
    app.route({
      ...(route as RouteOptions),
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...(params && { params }),
        ...(query && { querystring: query }),
        ...(body && !endpoint.multipart && { body }),
        // A created record answers 201 with the same body as a 200.
        response: isNoContent(response)
          ? { 204: response }
          : { 200: response, 201: response },
      },
    });
  }
}
