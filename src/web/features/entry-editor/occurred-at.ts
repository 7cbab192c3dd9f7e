/**
 * The instant an entry's date and time fields name, in the device's zone. Its own module, free of
 * zod: the Activities list shows waiting saves with it and must not load the form's schemas.
 */
export const occurredAt = (values: { date: string; time: string }) =>
  new Date(`${values.date}T${values.time}`).toISOString();
