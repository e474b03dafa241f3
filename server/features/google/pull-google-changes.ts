// Moved to server/features/calendars/google/: re-exported here until the outbox's calendar channel
// and the sync loop are rewired to the calendar providers (issue 33).
export { pullGoogleChanges } from '../calendars/google/pull-google-changes.ts';
