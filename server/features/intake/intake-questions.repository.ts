import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { questionApplies } from '@core/intake/intake-answers.ts';
import type { IntakeQuestionDto } from '@core/schemas/intake.ts';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { intakeQuestions, officeServices, organizations, products } from '../../db/schema.ts';

const columns = {
  id: intakeQuestions.id,
  label: intakeQuestions.label,
  type: intakeQuestions.type,
  required: intakeQuestions.required,
  options: intakeQuestions.options,
  serviceIds: intakeQuestions.serviceIds,
  position: intakeQuestions.position,
};

/** The office's questions in the order the form asks them. */
export function listIntakeQuestions(db: Db, organizationId: string): Promise<IntakeQuestionDto[]> {
  return questionsOfOffice(db, { organizationId }) as Promise<IntakeQuestionDto[]>;
}

// Read with every public booking and booking page, built once (built-once.ts).
const questionsOfOffice = builtOnce((db) =>
  db
    .select(columns)
    .from(intakeQuestions)
    .where(eq(intakeQuestions.organizationId, sql.placeholder('organizationId')))
    .orderBy(asc(intakeQuestions.position), asc(intakeQuestions.createdAt)),
);

/** The office's privacy notice, as a booking reads it for its consent, built once. */
const noticeOfOffice = builtOnce((db) =>
  db
    .select({
      privacyNotice: organizations.privacyNotice,
      privacyUrl: organizations.privacyUrl,
      version: organizations.privacyNoticeVersion,
    })
    .from(organizations)
    .where(eq(organizations.id, sql.placeholder('organizationId'))),
);

export async function findIntakeQuestion(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(intakeQuestions)
    .where(and(eq(intakeQuestions.organizationId, organizationId), eq(intakeQuestions.id, id)));
  return row;
}

/** The position after the office's last question. */
export async function nextPosition(db: Db, organizationId: string) {
  const [row] = await db
    .select({ last: max(intakeQuestions.position) })
    .from(intakeQuestions)
    .where(eq(intakeQuestions.organizationId, organizationId));
  return (row?.last ?? -1) + 1;
}

/** How many of these ids are the office's products or office services. */
export async function countOfficeServiceIds(db: Db, organizationId: string, ids: string[]) {
  if (!ids.length) return 0;
  const [own, shared] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.organizationId, organizationId), inArray(products.id, ids))),
    db
      .select({ id: officeServices.id })
      .from(officeServices)
      .where(
        and(eq(officeServices.organizationId, organizationId), inArray(officeServices.id, ids)),
      ),
  ]);
  return own.length + shared.length;
}

/**
 * What a booking of this product (or none) at this office must answer, and the office's privacy
 * notice: whether it is its own (then accepted explicitly) and its version.
 */
export async function bookingIntakeOf(
  db: Db,
  organizationId: string,
  [productId, serviceId]: [string | null | undefined, string | null | undefined],
) {
  const [questions, [office]] = await Promise.all([
    listIntakeQuestions(db, organizationId),
    noticeOfOffice(db, { organizationId }) as Promise<
      Array<{ privacyNotice: string | null; privacyUrl: string | null; version: number }>
    >,
  ]);
  // Which office service the product is a row of, read only when a question is for some services.
  const limited = questions.some((question) => question.serviceIds?.length);
  const [product] =
    productId && limited
      ? await db
          .select({ officeServiceId: products.officeServiceId })
          .from(products)
          .where(eq(products.id, productId))
      : [];
  const chosen = [productId, serviceId, product?.officeServiceId];
  return {
    questions: questions.filter((question) => questionApplies(question.serviceIds, chosen)),
    consentRequired: Boolean(office?.privacyNotice || office?.privacyUrl),
    noticeVersion: office?.version ?? 1,
  };
}
