import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GraphEdge, graphEdges } from '../../../shared/graph-edges.ts';
import type { ConnectionGraph } from '../../../shared/schemas/connection-graph.ts';
import type { paths } from '../../../web/api/contract.gen.ts';
import { buildConnection, buildEntry, buildUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectStatus, refusedFields } from '../../test/typed-api.ts';

let app: TestApp;
let owner: TestUser;
const ids: Record<string, string> = {};

/** Edges by the names of their ends, sorted, so a test reads like the journal it seeded. */
function named(graph: ConnectionGraph) {
  const name = (id: string) => Object.keys(ids).find((k) => ids[k] === id);
  return graphEdges(graph)
    .map((e) => {
      const [a, b] = [name(e.source), name(e.target)].sort();
      return `${a}–${b} ${e.weight}${e.related ? ' related' : ''}`;
    })
    .sort();
}

type GraphQuery = paths['/api/v1/connections/graph']['get']['parameters']['query'];

/** The signed-in user's graph, asked with `query`. */
const graph = (user: TestUser, query: GraphQuery = {}) =>
  expectStatus(user.api.GET('/api/v1/connections/graph', { params: { query } }), 200);

const idsOf = (table: Record<string, string>, names: string[]) => names.map((n) => table[n] ?? '');

beforeAll(async () => {
  app = await createTestApp();
  owner = await buildUser(app);
  for (const [name, type] of [
    ['Maya', 'person'],
    ['Sam', 'person'],
    ['Ana', 'person'],
    ['Pottery', 'idea'],
    ['Library', 'institution'],
  ] as const)
    ids[name] = (await buildConnection(owner, { name, type })).id;
  await expectStatus(
    owner.api.PATCH('/api/v1/connections/{id}', {
      params: { path: { id: ids.Ana ?? '' } },
      body: { related_connection_ids: idsOf(ids, ['Library']) },
    }),
    200,
  );
  const entry = (at: string, names: string[]) =>
    buildEntry(owner, { title: 'Met', type: 'memory', occurred_at: at, connection_ids: idsOf(ids, names) });
  await entry('2026-01-05T10:00:00Z', ['Maya', 'Sam', 'Pottery']);
  await entry('2026-01-20T10:00:00Z', ['Maya', 'Sam']);
  await entry('2026-03-01T10:00:00Z', ['Maya', 'Sam']);
  await entry('2026-03-02T10:00:00Z', ['Maya', 'Library']);
  await entry('2026-03-03T10:00:00Z', ['Ana']);
});
afterAll(() => app.close());

describe('connection graph', () => {
  it('weighs edges by shared entries and adds explicit relations', async () => {
    const res = await graph(owner);
    expect(named(res)).toEqual([
      'Ana–Library 0 related',
      'Library–Maya 1',
      'Maya–Pottery 1',
      'Maya–Sam 3',
      'Pottery–Sam 1',
    ]);
    const activity = Object.fromEntries(res.nodes.map((n) => [n.name, n.activity]));
    expect(activity).toEqual({ Maya: 4, Sam: 3, Pottery: 1, Library: 1, Ana: 1 });
    expect(res.truncated).toBe(false);
  });

  it('filters by type: only people and the edges between them', async () => {
    const res = await graph(owner, { types: 'person' });
    expect(res.nodes.map((n) => n.name).sort()).toEqual(['Ana', 'Maya', 'Sam']);
    expect(named(res)).toEqual(['Maya–Sam 3']);
  });

  it('filters by time range: activity and weights count only entries in it', async () => {
    const res = await graph(owner, { from: '2026-01-01', to: '2026-01-31' });
    expect(res.nodes.map((n) => `${n.name} ${n.activity}`).sort()).toEqual(['Maya 2', 'Pottery 1', 'Sam 2']);
    expect(named(res)).toEqual(['Maya–Pottery 1', 'Maya–Sam 2', 'Pottery–Sam 1']);
  });

  it('names the local day in the time zone given', async () => {
    // 10:00 UTC on 5 January is 5 January everywhere from UTC-10 to UTC+13; Kiritimati (UTC+14) is on the 6th.
    const res = await graph(owner, { from: '2026-01-06', to: '2026-01-06', tz: 'Pacific/Kiritimati' });
    expect(named(res)).toEqual(['Maya–Pottery 1', 'Maya–Sam 1', 'Pottery–Sam 1']);
  });

  it('refuses unknown types and half a range, naming the field', async () => {
    for (const [query, field] of [
      [{ types: 'person,robot' }, 'types'],
      [{ from: '2026-01-01' }, 'to'],
      [{ from: '2026-02-01', to: '2026-01-01' }, 'to'],
    ] as [GraphQuery, string][]) {
      const res = await owner.api.GET('/api/v1/connections/graph', { params: { query } });
      expect(res.response.status, JSON.stringify(query)).toBe(400);
      expect(refusedFields(res.error)).toContain(field);
    }
  });

  it("never shows another user's connections", async () => {
    const other = await buildUser(app);
    expect(await graph(other)).toEqual({
      nodes: [],
      edges: { source: [], target: [], weight: [], related: [] },
      truncated: false,
    });
  });
});

describe('pair weights of all time, kept as links change', () => {
  let own: TestUser;
  const pairIds: Record<string, string> = {};
  const edgesOf = async (query: GraphQuery = {}) => {
    const res = await graph(own, query);
    const name = (id: string) => Object.keys(pairIds).find((k) => pairIds[k] === id);
    return graphEdges(res)
      .map((e: GraphEdge) => `${name(e.source)}${name(e.target)} ${e.weight}`)
      .sort();
  };
  /** The kept pairs (all time) and the pairs counted from the links themselves (a range) agree. */
  const expectEdges = async (expected: string[]) => {
    expect(await edgesOf()).toEqual(expected);
    expect(await edgesOf({ from: '2000-01-01', to: '2030-12-31' })).toEqual(expected);
  };
  const entry = async (names: string[]) =>
    (
      await buildEntry(own, {
        title: 'Together',
        type: 'memory',
        occurred_at: '2026-05-01T10:00:00Z',
        connection_ids: idsOf(pairIds, names),
      })
    ).id;
  const one = (id: string) => ({ params: { path: { id } } });

  beforeAll(async () => {
    own = await buildUser(app);
    // Names sort as their ids do not: the edge strings put them in alphabetical order.
    for (const name of ['A', 'B', 'C', 'D'])
      pairIds[name] = (await buildConnection(own, { name, type: 'person' })).id;
  });

  it('adds, moves and removes weights with new links, edits, deleted entries and connections', async () => {
    const sort = (edges: string[]) =>
      edges.map((e) => `${[...e.slice(0, 2)].sort().join('')}${e.slice(2)}`).sort();
    const first = await entry(['A', 'B', 'C']);
    const second = await entry(['A', 'B']);
    await entry(['C', 'D']);
    expect(sort(await edgesOf())).toEqual(['AB 2', 'AC 1', 'BC 1', 'CD 1']);
    await expectEdges(await edgesOf());

    // An edit that unlinks two connections and links another.
    await expectStatus(
      own.api.PATCH('/api/v1/entries/{id}', {
        ...one(first),
        body: { connection_ids: idsOf(pairIds, ['A', 'D']) },
      }),
      200,
    );
    expect(sort(await edgesOf())).toEqual(['AB 1', 'AD 1', 'CD 1']);
    await expectEdges(await edgesOf());

    expect((await own.api.DELETE('/api/v1/entries/{id}', one(second))).response.status).toBe(204);
    expect(sort(await edgesOf())).toEqual(['AD 1', 'CD 1']);
    await expectEdges(await edgesOf());

    expect((await own.api.DELETE('/api/v1/connections/{id}', one(pairIds.D ?? ''))).response.status).toBe(
      204,
    );
    await expectEdges([]);
  });

  it('moves the links of an entry moved in time to its new days', async () => {
    const id = await entry(['A', 'B']);
    const may = { from: '2026-05-01', to: '2026-05-31' };
    const june = { from: '2026-06-01', to: '2026-06-30' };
    expect(await edgesOf(june)).toEqual([]);
    const before = await edgesOf(may);
    expect(before.map((e) => e.split(' ')[0]).filter((e) => e === 'AB' || e === 'BA')).toHaveLength(1);

    await expectStatus(
      own.api.PATCH('/api/v1/entries/{id}', { ...one(id), body: { occurred_at: '2026-06-15T10:00:00Z' } }),
      200,
    );
    expect((await edgesOf(june)).map((e) => e.replace('BA', 'AB'))).toEqual(['AB 1']);
    const { nodes } = await graph(own, june);
    expect(nodes.map((n) => n.name).sort()).toEqual(['A', 'B']);
    // May lost that entry's weight: it is back to what it was without it.
    const weightOf = (edges: string[]) => Number(edges.find((e) => /^(AB|BA) /.test(e))?.split(' ')[1] ?? 0);
    expect(weightOf(await edgesOf(may))).toBe(weightOf(before) - 1);

    expect((await own.api.DELETE('/api/v1/entries/{id}', one(id))).response.status).toBe(204);
    expect(await edgesOf(june)).toEqual([]);
  });

  it('counts every one of several saves made at once', async () => {
    await Promise.all(Array.from({ length: 8 }, () => entry(['A', 'B', 'C'])));
    const edges = await edgesOf();
    expect(edges.map((e) => e.split(' ')[1])).toEqual(['8', '8', '8']);
    await expectEdges(edges);
  });
});

describe('the compact answer', () => {
  it('names edge ends by their position in nodes and lists related edges by position', async () => {
    const { nodes, edges } = await graph(owner);
    const n = edges.source.length;
    expect([edges.target.length, edges.weight.length]).toEqual([n, n]);
    for (const i of [...edges.source, ...edges.target]) expect(nodes[i]).toBeDefined();
    // Ana and Library are related and share no entry: one edge, weight 0, listed as related.
    const related = edges.related.map((i) =>
      [nodes[edges.source[i] as number]?.name, nodes[edges.target[i] as number]?.name].sort().join('–'),
    );
    expect(related).toEqual(['Ana–Library']);
    expect(edges.related.map((i) => edges.weight[i])).toEqual([0]);
    // Busiest first.
    const activity = nodes.map((node) => node.activity);
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
  });
});
