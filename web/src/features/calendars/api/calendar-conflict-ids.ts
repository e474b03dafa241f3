import { useGoogleConflictIds } from '../google/api/list-google-conflicts';

/**
 * The ids of the shown appointments that clash with their professional's outside calendar, the
 * hook the agenda is given by its page. One provider answers today; a second one's ids join these.
 */
export const useCalendarConflictIds = useGoogleConflictIds;
