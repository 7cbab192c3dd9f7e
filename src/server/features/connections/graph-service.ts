import {
  type ConnectionGraph,
  type ConnectionGraphQuery,
  GRAPH_MAX_EDGES,
  GRAPH_MAX_NODES,
} from '../../../shared/schemas/connection-graph.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { profileTimeZone } from '../profile/service.ts';
import { type GraphRows, type GraphScope, graphRows } from './graph-queries.ts';

/**
 * The answer from the statement's rows: relations are merged into the edges, a related pair that
 * also shares entries staying one edge with its weight.
 */
export function withRelations({ nodes, edges, relations, truncated }: GraphRows): ConnectionGraph {
  const related: number[] = [];
  if (relations.length > 0) {
    const edgeOf = new Map(edges.source.map((s, i) => [`${s} ${edges.target[i]}`, i]));
    for (const [s, t] of relations) {
      let edge = edgeOf.get(`${s} ${t}`);
      if (edge === undefined) {
        edge = edges.source.push(s) - 1;
        edges.target.push(t);
        edges.weight.push(0);
      }
      related.push(edge);
    }
  }
  return { nodes, edges: { ...edges, related }, truncated };
}

/**
 * The actor's connections as a graph: nodes sized by activity, edges from explicit relations and
 * from entries that link two connections (weighted by how many).
 */
export async function connectionGraph(
  ctx: ServiceContext,
  query: ConnectionGraphQuery,
): Promise<ConnectionGraph> {
  const { tx, actor } = ctx;
  // The profile's zone names the days unless the request names one.
  const tz = query.tz ?? (await profileTimeZone(ctx));
  const scope: GraphScope = {
    userId: actor.userId,
    types: query.types,
    range: query.from && query.to ? { from: query.from, to: query.to, tz } : undefined,
  };
  return inTimeZone(tz, async () =>
    withRelations(await graphRows(tx, scope, { nodes: GRAPH_MAX_NODES, pairs: GRAPH_MAX_EDGES })),
  );
}
