import ForceGraph from 'force-graph';
import { useEffect, useRef } from 'react';
import type { GraphEdge } from '../../../shared/graph-edges.ts';
import type { ConnectionType } from '../../../shared/schemas/summaries.ts';
import { relationColour, sharedEntriesColour, typeColour } from './graph-style.ts';

export interface GraphNode {
  id: string;
  name: string;
  type: ConnectionType;
  activity: number;
}

const NODE_REL_SIZE = 4;
const nodeVal = (n: GraphNode) => 1 + Math.sqrt(n.activity);
/** force-graph draws a node with an area proportional to its value. */
const radius = (n: GraphNode) => Math.sqrt(nodeVal(n)) * NODE_REL_SIZE;

/** A tooltip as a text node: names are the user's text and must never be read as HTML. */
function tooltip(node: GraphNode): HTMLElement {
  const span = document.createElement('span');
  span.textContent = `${node.name} · ${node.activity} ${node.activity === 1 ? 'activity' : 'activities'}`;
  return span;
}

/**
 * The force-directed canvas (force-graph, loaded only with this page). Node area grows with
 * activity, edge width with shared entries; relations are drawn in their own colour. The layout
 * runs a fixed number of ticks and then stops, so 2,000 nodes settle and stop using the CPU.
 */
export function GraphCanvas({
  nodes,
  edges,
  onOpen,
}: {
  nodes: GraphNode[];
  edges: GraphEdge[];
  onOpen: (id: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const open = useRef(onOpen);
  open.current = onOpen;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    el.dataset.graphState = 'settling';
    const textColour = getComputedStyle(el).color;
    const busiest =
      [...nodes].sort((a, b) => b.activity - a.activity)[Math.min(19, nodes.length - 1)]?.activity ?? 0;
    const graph = new ForceGraph<GraphNode & { x?: number; y?: number }, GraphEdge>(el)
      .width(el.clientWidth)
      .height(el.clientHeight)
      .nodeRelSize(NODE_REL_SIZE)
      .nodeVal(nodeVal)
      .nodeColor((n) => typeColour[n.type])
      .nodeLabel(tooltip)
      .linkColor((l) => (l.related ? relationColour : sharedEntriesColour))
      .linkWidth((l) => Math.min(0.5 + Math.log2(1 + l.weight), 6))
      .nodeCanvasObjectMode(() => 'after')
      .nodeCanvasObject((n, ctx, scale) => {
        // Names of the busiest nodes always, the others once zoomed in enough to read them.
        if (n.activity < busiest && scale < 2.5) return;
        ctx.font = `${12 / scale}px sans-serif`;
        ctx.fillStyle = textColour;
        ctx.textAlign = 'center';
        ctx.fillText(n.name, n.x ?? 0, (n.y ?? 0) + radius(n) + 10 / scale);
      })
      .onNodeClick((n) => open.current(n.id))
      .warmupTicks(nodes.length > 500 ? 60 : 0)
      .cooldownTicks(nodes.length > 500 ? 150 : 250)
      .onEngineStop(() => {
        graph.zoomToFit(300, 40);
        window.setTimeout(() => {
          el.dataset.graphState = 'settled';
        }, 350);
      })
      .graphData({ nodes: nodes.map((n) => ({ ...n })), links: edges.map((e) => ({ ...e })) });
    const resize = new ResizeObserver(() => graph.width(el.clientWidth).height(el.clientHeight));
    resize.observe(el);
    return () => {
      resize.disconnect();
      graph._destructor();
      el.replaceChildren();
    };
  }, [nodes, edges]);

  return (
    <div
      ref={host}
      className="h-[60vh] min-h-80 w-full overflow-hidden rounded-xl border bg-card text-foreground"
      data-testid="connection-graph"
    />
  );
}
