import { createHash } from 'node:crypto';
import { imageOf } from './attachment-fixtures.ts';
import { buildZip, type ZipMember } from './import-fixtures.ts';

/**
 * Day One JSON exports built here from Day One's documented format (a JSON file per journal with
 * metadata.version and entries[], media in photos/ named <md5>.<type>), not downloaded.
 */

export const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

export const journalJson = (entries: unknown[]) =>
  JSON.stringify({ metadata: { version: '1.0' }, entries }, null, 2);

/** The sample export's files: two journals and a photo. */
export async function sampleDayOneMembers() {
  const photo = await imageOf('jpeg', 96);
  const photoMd5 = md5(photo);
  const momentId = 'A1B2C3D4E5F6478899AABBCCDDEEFF00';
  const travel = [
    {
      uuid: 'DA7A0001000000000000000000000001',
      creationDate: '2024-03-09T23:30:00Z',
      timeZone: 'Asia/Tokyo',
      text: '# Cherry blossoms in Ueno\n\nWalked under the trees with Aiko\\. It was 3\\.5 km and\\/or more\\- worth it\\!\n\n![](dayone-moment://A1B2C3D4E5F6478899AABBCCDDEEFF00)',
      tags: ['Travel', 'Spring'],
      starred: true,
      location: {
        placeName: 'Ueno Park',
        localityName: 'Tokyo',
        country: 'Japan',
        latitude: 35.7148,
        longitude: 139.7734,
      },
      weather: { conditionsDescription: 'Partly Cloudy', temperatureCelsius: 14.2 },
      photos: [{ identifier: momentId, md5: photoMd5, type: 'jpeg', orderInEntry: 0 }],
      richText: '{"meta":{"version":1}}',
      creationDevice: 'Phone',
    },
    {
      uuid: 'DA7A0001000000000000000000000002',
      creationDate: '2024-03-10T05:00:00Z',
      timeZone: 'America/Los_Angeles',
      text: 'Coffee with Sam before the flight\nWe talked about the new job.',
      tags: ['travel'],
      starred: false,
      location: { placeName: 'Ueno Park', latitude: 35.7, longitude: 139.7 },
    },
    {
      uuid: 'DA7A0001000000000000000000000003',
      creationDate: '2024-03-11T08:00:00Z',
      timeZone: 'Europe/Paris',
      text: '   ',
    },
  ];
  const work = [
    {
      uuid: 'DA7A0002000000000000000000000001',
      creationDate: '2023-12-31T22:15:00Z',
      timeZone: 'Europe/Berlin',
      text: 'Year in review\n\nShipped the release.',
      tags: ['Work'],
    },
  ];
  const members: ZipMember[] = [
    { name: 'Travel.json', data: journalJson(travel) },
    { name: 'Work.json', data: journalJson(work) },
    { name: `photos/${photoMd5}.jpeg`, data: photo, store: true },
  ];
  return { members, photo, photoMd5, momentId };
}

/** The sample export the Day One tests read, as a zip. */
export async function sampleDayOneExport() {
  const sample = await sampleDayOneMembers();
  return { ...sample, zip: await buildZip(sample.members) };
}
