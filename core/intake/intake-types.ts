/** The kinds of intake question (decision 084), as stored and sent. */
export const INTAKE_TYPES = [
  'short_text',
  'long_text',
  'choice',
  'yes_no',
  'cpf_cnpj',
  'cnj_number',
  'date',
] as const;
export type IntakeType = (typeof INTAKE_TYPES)[number];

/** One answer as the appointment keeps it: the question as it was asked, and what was answered. */
export interface IntakeAnswer {
  questionId: string;
  label: string;
  type: IntakeType;
  answer: string;
}
