import type { ConnectionGraph } from './schemas/connection-graph.ts';

/** One edge of the graph with its ends named by connection id. */
export interface GraphEdge {
  source: string;
  target: string;
  weight: number;
  related: boolean;
}

/**
 * The edges of a graph answer as objects, from its parallel lists of node positions (the answer
 * carries them that way to stay small: decision 036).
 */
export function graphEdges({ nodes, edges }: Pick<ConnectionGraph, 'nodes' | 'edges'>): GraphEdge[] {
  const related = new Set(edges.related);
  return edges.source.map((s, i) => ({
    source: nodes[s]?.id as string,
    target: nodes[edges.target[i] as number]?.id as string,
    weight: edges.weight[i] as number,
    related: related.has(i),
  }));
}
