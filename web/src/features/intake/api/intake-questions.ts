import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, apiRequest } from '@/lib/api-client';
import { cacheTiers, invalidateAfterChange } from '@/lib/query-client';
import type { IntakeQuestionDto, IntakeQuestionInput } from '@core/schemas/intake.ts';

export const intakeQuestionsPath = '/api/admin/intake-questions';

export type IntakeQuestionBody = z.input<typeof IntakeQuestionInput>;

/** GET /api/admin/intake-questions: the office's questions in order (admin). */
export function useIntakeQuestions() {
  return useQuery(
    queryOptions({
      queryKey: [intakeQuestionsPath],
      queryFn: () => apiJson<IntakeQuestionDto[]>('GET', intakeQuestionsPath),
      ...cacheTiers.moderate,
    }),
  );
}

const done = () => invalidateAfterChange('other');

/** POST (new) or PUT (id) /api/admin/intake-questions: the whole question. */
export function useSaveIntakeQuestion() {
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: IntakeQuestionBody }) =>
      id
        ? apiJson<IntakeQuestionDto>(
            'PUT',
            `${intakeQuestionsPath}/${encodeURIComponent(id)}`,
            body,
          )
        : apiJson<IntakeQuestionDto>('POST', intakeQuestionsPath, body),
    onSuccess: done,
  });
}

/** PUT /api/admin/intake-questions/order: every question, in the new order. */
export function useReorderIntakeQuestions() {
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiJson<IntakeQuestionDto[]>('PUT', `${intakeQuestionsPath}/order`, { ids }),
    onSuccess: done,
  });
}

export function useDeleteIntakeQuestion() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('DELETE', `${intakeQuestionsPath}/${encodeURIComponent(id)}`),
    onSuccess: done,
  });
}
