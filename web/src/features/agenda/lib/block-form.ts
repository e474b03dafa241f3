import type { TZDate } from '@date-fns/tz';
import { addHours, startOfHour } from 'date-fns';
import { blocksMessages } from '@core/messages.ts';
import type { BlockDto } from '@core/schemas/blocks.ts';
import { MAX_BLOCK_TITLE_LENGTH } from '@core/constants.ts';
import type { BlockInput } from '../api/blocks';
import { fromTypedDateTime, inZone, shortDate, timeLabel } from './calendar-dates';

/** The block form as its inputs hold it: dates 'DD/MM/AAAA', times 'HH:MM' on the agenda's clock. */
export type BlockFormValues = {
  title: string;
  notes: string;
  date: string;
  startTime: string;
  endTime: string;
  userIds: string[];
};

export function newBlockValues(start: TZDate | undefined, now: TZDate): BlockFormValues {
  const at = start ?? startOfHour(addHours(now, 1));
  return {
    title: '',
    notes: '',
    date: shortDate(at),
    startTime: timeLabel(at),
    endTime: timeLabel(addHours(at, 1)),
    userIds: [],
  };
}

export function editBlockValues(block: BlockDto, zone: string): BlockFormValues {
  const start = inZone(block.startTime, zone);
  return {
    title: block.title,
    notes: block.notes ?? '',
    date: shortDate(start),
    startTime: timeLabel(start),
    endTime: timeLabel(inZone(block.endTime, zone)),
    userIds: [block.userId],
  };
}

type Checked =
  | { ok: true; input: BlockInput }
  | { ok: false; errors: Partial<Record<keyof BlockFormValues, string>> };

/** The form read as a block, or the pt-BR message of each field in trouble. */
export function checkBlock(
  values: BlockFormValues,
  zone: string,
  { pickProfessionals }: { pickProfessionals: boolean },
): Checked {
  const errors: Partial<Record<keyof BlockFormValues, string>> = {};
  const title = values.title.trim();
  if (!title) errors.title = blocksMessages.titleRequired;
  else if (title.length > MAX_BLOCK_TITLE_LENGTH) errors.title = blocksMessages.titleTooLong;
  const start = fromTypedDateTime(values.date, values.startTime, zone);
  const end = fromTypedDateTime(values.date, values.endTime, zone);
  if (!start) errors.startTime = blocksMessages.invalidStart;
  if (!end) errors.endTime = blocksMessages.invalidEnd;
  else if (start && end <= start) errors.endTime = blocksMessages.endBeforeStart;
  if (pickProfessionals && values.userIds.length === 0) {
    errors.userIds = blocksMessages.professionalsRequired;
  }
  if (Object.keys(errors).length || !start || !end) return { ok: false, errors };
  return {
    ok: true,
    input: {
      title,
      notes: values.notes.trim() || null,
      startTime: start.toISOString(),
      endTime: end.toISOString(),
      ...(pickProfessionals ? { userIds: values.userIds } : {}),
    },
  };
}
