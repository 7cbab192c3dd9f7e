import { z } from 'zod';
import { catalogItem, catalogList } from './catalog.ts';
import { requiredText } from './common.ts';

export const locationSchema = catalogItem(
  { label: z.string(), lat: z.number().nullable(), lng: z.number().nullable() },
  'How many entries are at this location',
).meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;

const locationFields = {
  label: requiredText(200),
  lat: z
    .number('must be a number')
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90')
    .nullable(),
  lng: z
    .number('must be a number')
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180')
    .nullable(),
};

export const locationCreateSchema = z
  .strictObject({
    label: locationFields.label,
    lat: locationFields.lat.optional(),
    lng: locationFields.lng.optional(),
  })
  .meta({ id: 'LocationCreate' });
export type LocationCreate = z.infer<typeof locationCreateSchema>;

export const locationUpdateSchema = z.strictObject(locationFields).partial().meta({ id: 'LocationUpdate' });
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

export const locationListSchema = catalogList(locationSchema, 'LocationList');
