import { findGoogleSyncTarget, googleLiveConnection } from './google/google-sync.repository.ts';

/**
 * The registry's data side: the connections a change's transaction reads, one line per provider
 * that stores them (the transaction may run on the database thread, where no provider is built).
 * Google is the one today; a second provider's connection joins these two.
 */

/** The calendar a professional's appointments go to (a live connection, sync on), or null. */
export const findCalendarSyncTarget = findGoogleSyncTarget;

/** The professional's connection as a statement left-joins it: live, and the calendar chosen. */
export const liveCalendarConnection = googleLiveConnection;
