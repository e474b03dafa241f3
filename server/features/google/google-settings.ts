// Moved to server/features/calendars/google/: re-exported here until the outbox's calendar channel
// and the sync loop are rewired to the calendar providers (issue 33).
export { type GoogleConfig, googleSettings } from '../calendars/google/google-settings.ts';
