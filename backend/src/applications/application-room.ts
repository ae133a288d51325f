/**
 * What an application holds of interviews or contacts is capped. Adding one locks the
 * application first, so that two adds at once cannot both pass the count.
 */
import type { Queryable } from '../db/database.js';
import { notFound, validationFailed } from '../http/domain-errors.js';
import { lockApplication } from './application-details-repository.js';

export async function lockApplicationWithRoom(
  tx: Queryable,
  userId: string,
  applicationId: string,
  room: {
    /** How many the application holds now. */
    count: () => Promise<number>;
    max: number;
    /** What is counted, plural: "interviews". */
    what: string;
  },
): Promise<void> {
  if (!(await lockApplication(tx, userId, applicationId))) throw notFound('application');
  if ((await room.count()) >= room.max)
    throw validationFailed(`An application holds at most ${room.max} ${room.what}`, {
      field: 'applicationId',
    });
}
