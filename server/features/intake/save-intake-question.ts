import { and, eq } from 'drizzle-orm';
import { AppError } from '@core/app-error.ts';
import { intakeMessages as m } from '@core/messages.ts';
import type { IntakeQuestionInput } from '@core/schemas/intake.ts';
import type { Db } from '../../db/client.ts';
import { intakeQuestions } from '../../db/schema.ts';
import type { Actor } from '../../kernel/actor.ts';
import { auditChange } from '../audit/audit-change.ts';
import {
  countOfficeServiceIds,
  findIntakeQuestion,
  listIntakeQuestions,
  nextPosition,
} from './intake-questions.repository.ts';

/** Creates (no id) or replaces one of the office's intake questions (decision 084). */
export async function saveIntakeQuestion(
  db: Db,
  { actor, id, input }: { actor: Actor; id?: string; input: IntakeQuestionInput },
) {
  const { organizationId } = actor;
  return db.transaction(async (tx) => {
    const known = await countOfficeServiceIds(tx, organizationId, input.serviceIds);
    if (known !== input.serviceIds.length) {
      throw new AppError('VALIDATION', m.serviceNotFound, { serviceIds: m.serviceNotFound });
    }
    const before = id ? await findIntakeQuestion(tx, organizationId, id) : undefined;
    if (id && !before) throw new AppError('NOT_FOUND', m.notFound);
    if (before) {
      await tx
        .update(intakeQuestions)
        .set(input)
        .where(
          and(
            eq(intakeQuestions.organizationId, organizationId),
            eq(intakeQuestions.id, before.id),
          ),
        );
    } else {
      const position = await nextPosition(tx, organizationId);
      const [row] = await tx
        .insert(intakeQuestions)
        .values({ ...input, organizationId, position })
        .returning({ id: intakeQuestions.id });
      id = row!.id;
    }
    const after = (await findIntakeQuestion(tx, organizationId, id!))!;
    await auditChange(tx, actor, { entity: 'intake_question', entityId: after.id, before, after });
    return after;
  });
}

/** Deletes a question; answers already given keep their copy of it on the appointment. */
export async function removeIntakeQuestion(db: Db, { actor, id }: { actor: Actor; id: string }) {
  await db.transaction(async (tx) => {
    const before = await findIntakeQuestion(tx, actor.organizationId, id);
    if (!before) throw new AppError('NOT_FOUND', m.notFound);
    await tx.delete(intakeQuestions).where(eq(intakeQuestions.id, id));
    await auditChange(tx, actor, { entity: 'intake_question', entityId: id, before });
  });
}

/** Puts the office's questions in the given order: every one of them, each once. */
export async function reorderIntakeQuestions(
  db: Db,
  { actor, ids }: { actor: Actor; ids: string[] },
) {
  return db.transaction(async (tx) => {
    const current = await listIntakeQuestions(tx, actor.organizationId);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      current.every((question) => ids.includes(question.id));
    if (!same) throw new AppError('VALIDATION', m.orderMismatch, { ids: m.orderMismatch });
    for (const [position, id] of ids.entries()) {
      await tx.update(intakeQuestions).set({ position }).where(eq(intakeQuestions.id, id));
    }
    return listIntakeQuestions(tx, actor.organizationId);
  });
}
