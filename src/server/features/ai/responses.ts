import { errorContent } from '../../http/responses.ts';

/** The 403 of the routes that use AI, which each user can turn off. */
export const aiOff = { 403: errorContent('AI is off for this user') } as const;

/** The same for routes that send an entry's content, which private entries never are. */
export const aiOffOrPrivate = {
  403: errorContent('AI is off for this user, or the entry is private'),
} as const;
