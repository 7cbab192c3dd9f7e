import { z } from 'zod';
import { type ConnectionType, connectionTypes } from './summaries.ts';
import { localDate, timeZoneSchema } from './time-zone.ts';

/** Most nodes one graph answer carries (the busiest first); a canvas stays smooth well past 2,000. */
export const GRAPH_MAX_NODES = 5000;
/** Most co-occurrence edges one answer carries (the strongest first); relations always come. */
export const GRAPH_MAX_EDGES = 8000;

const typeList = z
  .string()
  .default(connectionTypes.join(','))
  .transform((value, ctx) => {
    const types = [...new Set(value.split(',').map((t) => t.trim()))];
    const unknown = types.filter((t) => !(connectionTypes as readonly string[]).includes(t));
    if (unknown.length || types.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a comma-separated list of person, idea, institution',
      });
      return z.NEVER;
    }
    return types as ConnectionType[];
  })
  .meta({ description: 'Connection types to include, comma-separated', example: 'person,institution' });

export const connectionGraphQuery = z
  .object({
    types: typeList,
    from: localDate.optional().meta({ description: 'Only entries from this local day on (with `to`)' }),
    to: localDate.optional().meta({ description: 'Only entries up to this local day (with `from`)' }),
    tz: timeZoneSchema
      .optional()
      .meta({ description: "The zone that names the days; the profile's when absent" }),
  })
  .superRefine((q, ctx) => {
    if (Boolean(q.from) !== Boolean(q.to))
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: 'from and to come together' });
    else if (q.from && q.to && q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  });
export type ConnectionGraphQuery = z.infer<typeof connectionGraphQuery>;

/** A position in `nodes`. */
const nodeIndex = z.number().int().min(0);

export const connectionGraphSchema = z
  .object({
    nodes: z
      .array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          type: z.enum(connectionTypes),
          activity: z
            .number()
            .int()
            .meta({ description: 'Entries linking the connection (in the range, if one is given)' }),
        }),
      )
      .meta({ description: 'The connections drawn, busiest first' }),
    edges: z
      .object({
        source: z.array(nodeIndex).meta({ description: 'One end of each edge, as its position in `nodes`' }),
        target: z.array(nodeIndex).meta({ description: 'The other end, as its position in `nodes`' }),
        weight: z
          .array(z.number().int().min(0))
          .meta({ description: 'Entries that link both ends (0 for a relation with none)' }),
        related: z.array(z.number().int().min(0)).meta({
          description:
            'Positions (in source, target and weight) of the edges whose ends are related explicitly',
        }),
      })
      .meta({
        description:
          'Edges as parallel lists, edge i joining nodes[source[i]] and nodes[target[i]]: 8,000 edges in about 100 KB instead of a megabyte of repeated ids and names',
      }),
    truncated: z
      .boolean()
      .meta({ description: 'True when the busiest nodes or strongest edges were kept and others left out' }),
  })
  .meta({ id: 'ConnectionGraph' });
export type ConnectionGraph = z.infer<typeof connectionGraphSchema>;
