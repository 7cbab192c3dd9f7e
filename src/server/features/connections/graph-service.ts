import {
  type ConnectionGraph,
  type ConnectionGraphQuery,
  GRAPH_MAX_EDGES,
  GRAPH_MAX_NODES,
} from '../../../shared/schemas/connection-graph.ts';
import { inTimeZone } from '../../db/local-day.ts';
import type { ServiceContext } from '../../db/with-user.ts';
import { profileTimeZone } from '../profile/service.ts';
import { coOccurrences, type GraphScope, graphNodes, relationPairs } from './graph-queries.ts';

/**
 * The actor's connections as a graph: nodes sized by activity, edges from explicit relations and
 * from entries that link two connections (weighted by how many). Edges join only nodes shown.
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
  return inTimeZone(tz, async () => {
    const nodes = await graphNodes(tx, scope, GRAPH_MAX_NODES + 1);
    const pairs = await coOccurrences(tx, scope, GRAPH_MAX_EDGES + 1);
    const relations = await relationPairs(tx, actor.userId);
    const shown = new Set(nodes.slice(0, GRAPH_MAX_NODES).map((n) => n.id));
    const edges = new Map<string, ConnectionGraph['edges'][number]>();
    for (const p of pairs.slice(0, GRAPH_MAX_EDGES))
      if (shown.has(p.source) && shown.has(p.target))
        edges.set(`${p.source} ${p.target}`, { ...p, related: false });
    for (const r of relations) {
      if (!shown.has(r.source) || !shown.has(r.target)) continue;
      const key = `${r.source} ${r.target}`;
      edges.set(key, {
        source: r.source,
        target: r.target,
        weight: edges.get(key)?.weight ?? 0,
        related: true,
      });
    }
    return {
      nodes: nodes.slice(0, GRAPH_MAX_NODES),
      edges: [...edges.values()],
      truncated: nodes.length > GRAPH_MAX_NODES || pairs.length > GRAPH_MAX_EDGES,
    };
  });
}
