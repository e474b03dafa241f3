import { z } from 'zod';

export interface WholeNumberRange {
  min: number;
  max: number;
  step?: number;
}

/** A whole number from min to max (a multiple of step when given), with pt-BR messages. */
export function wholeNumber(range: WholeNumberRange, message: string, stepMessage = message) {
  const number = z
    .number({ error: message })
    .int(stepMessage)
    .min(range.min, message)
    .max(range.max, message);
  return range.step ? number.multipleOf(range.step, stepMessage) : number;
}
