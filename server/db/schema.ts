import { sql } from 'drizzle-orm';
import { ROLES } from '@core/constants.ts';
import { INTAKE_TYPES, type IntakeAnswer } from '@core/intake/intake-types.ts';
import { LOG_CHANNELS } from '@core/schemas/notifications.ts';
import { APPOINTMENT_STATUSES } from '@core/schemas/appointment-status.ts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  customType,
  uuid,
} from 'drizzle-orm/pg-core';

/** Raw bytes (a logo): Buffer in node-postgres, Uint8Array in PGlite; read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    /** The office's location for holidays (migration 0008): a UF and a date-holidays region code. */
    state: text('state'),
    city: text('city'),
    /** LGPD retention (migration 0009): clients' personal data is anonymized this many months after their last appointment; null = off. */
    retentionMonths: integer('retention_months'),
    /** The office's own page (decision 078): /book/shared/{slug}; null until the admin saves one. */
    slug: text('slug'),
    address: text('address'),
    /** Normalised as every phone is: +55(XX) XXXXX-XXXX. */
    phone: text('phone'),
    /** 14 digits, check digits verified. */
    cnpj: text('cnpj'),
    /** The office's own privacy notice, or a link to it; neither: the default text. */
    privacyNotice: text('privacy_notice'),
    privacyUrl: text('privacy_url'),
    /** Bumped each time the notice's text or link changes (decision 084): what a client accepted. */
    privacyNoticeVersion: integer('privacy_notice_version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('organizations_slug_unique').on(t.slug),
    check('organizations_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * The office's logo (decision 078), one per office. A new upload gets a new id: the public URL
 * names the id, so it is cached for good and a replaced logo is no longer served.
 */
export const organizationLogos = pgTable(
  'organization_logos',
  {
    id: id(),
    organizationId: organizationId().unique(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('organization_logos_size', sql`octet_length(${t.bytes}) <= 524288`)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    title: text('title'),
    description: text('description'),
    color: text('color').notNull().default('#3b82f6'),
    isActive: boolean('is_active').notNull().default(true),
    bookingSlug: text('booking_slug').notNull(),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    defaultDuration: integer('default_duration').notNull().default(60),
    bufferTime: integer('buffer_time').notNull().default(15),
    meetingTitle: text('meeting_title').notNull().default('Reunião com {clientName}'),
    meetingDescription: text('meeting_description').notNull().default(''),
    calendarSync: boolean('calendar_sync').notNull().default(true),
    autoCreateMeet: boolean('auto_create_meet').notNull().default(true),
    externalId: text('external_id'),
    /** Pix receiving data (migration 0007): the key in its canonical DICT form, see core/pix/. */
    pixKeyType: text('pix_key_type', { enum: ['cpf', 'cnpj', 'email', 'phone', 'evp'] }),
    pixKey: text('pix_key'),
    pixMerchantName: text('pix_merchant_name'),
    pixMerchantCity: text('pix_merchant_city'),
    /** Holidays of the office's location close the public agenda, except the dates opened here. */
    blockHolidays: boolean('block_holidays').notNull().default(true),
    openedHolidays: text('opened_holidays')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Booking window (issue 34): a client books at least this many minutes ahead… */
    minimumNoticeMinutes: integer('minimum_notice_minutes').notNull().default(10),
    /** …and at most this many days ahead (today is day 0). */
    maximumHorizonDays: integer('maximum_horizon_days').notNull().default(90),
    /** Areas of practice (issue 34, decision 073), e.g. 'Trabalhista': 'Qualquer profissional' picks among them. */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Removed professionals stay for the appointment history but can't sign in or be booked. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_booking_slug_unique').on(t.bookingSlug),
    index('users_organization_idx').on(t.organizationId),
  ],
);

/** Single-use password reset links (migration 0011): only the token's hash is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_unique').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * An admin's invitation by e-mail (issue 35, decision 079). The link's secret is made when its
 * e-mail is written and only its hash is kept; 'Reenviar' clears it and counts one more send, so
 * only the latest e-mail's link opens. Accepted or revoked rows stay for the admin's list.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organizationId: organizationId(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    title: text('title'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    /** Which send's e-mail may set the token: an older e-mail written late cannot revive its link. */
    sends: integer('sends').notNull().default(1),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_unique').on(t.tokenHash),
    index('invitations_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

/**
 * What a service is, for a professional's product and for an office's service alike (decision 082):
 * fresh columns for each table.
 */
const serviceColumns = () => ({
  name: text('name').notNull(),
  description: text('description'),
  durationMinutes: integer('duration_minutes').notNull().default(60),
  priceCents: integer('price_cents').notNull().default(0),
  /** A public booking still unpaid (Pix) this many minutes after it was made is released. */
  releaseUnpaidAfterMinutes: integer('release_unpaid_after_minutes'),
  isActive: boolean('is_active').notNull().default(true),
  /** Where it happens (migration 0012): in person at an address, by phone, or online. */
  locationKind: text('location_kind', { enum: ['in_person', 'phone', 'online'] })
    .notNull()
    .default('online'),
  /** The address, the phone or instructions, or a fixed video link (online without Meet). */
  locationDetail: text('location_detail'),
  /** The grid step of its public slots (issue 34); null follows its duration. */
  slotIntervalMinutes: integer('slot_interval_minutes'),
  /** Its own booking window (issue 34); null takes the professional's. */
  minimumNoticeMinutes: integer('minimum_notice_minutes'),
  maximumHorizonDays: integer('maximum_horizon_days'),
});

/**
 * A service of the office (issue 35, decision 082): price, duration and rules set once, offered
 * by a chosen set of professionals. Each of them holds it as a products row of their own
 * (products.office_service_id), so slots, booking, Pix, REST v1 and MCP read it unchanged.
 */
export const officeServices = pgTable(
  'office_services',
  {
    id: id(),
    organizationId: organizationId(),
    ...serviceColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('office_services_organization_idx').on(t.organizationId)],
);

/** The office's intake questions (decision 084), asked on the public form in `position` order. */
export const intakeQuestions = pgTable(
  'intake_questions',
  {
    id: id(),
    organizationId: organizationId(),
    label: text('label').notNull(),
    type: text('type', { enum: INTAKE_TYPES }).notNull(),
    required: boolean('required').notNull().default(false),
    /** A choice's options, in order; empty for the other types. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** Asked only when booking one of these (products or office services); empty: always. */
    serviceIds: jsonb('service_ids').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('intake_questions_organization_idx').on(t.organizationId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...serviceColumns(),
    /** The office service this row offers for its professional (decision 082), or null. */
    officeServiceId: uuid('office_service_id').references(() => officeServices.id, {
      onDelete: 'cascade',
    }),
    /** The professional's own price and duration for the office service; null: the office's. */
    priceOverrideCents: integer('price_override_cents'),
    durationOverrideMinutes: integer('duration_override_minutes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_user_idx').on(t.userId),
    uniqueIndex('products_office_service_user_unique').on(t.officeServiceId, t.userId),
  ],
);

export const availability = pgTable(
  'availability',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    appointmentDuration: integer('appointment_duration').notNull().default(60),
    maxConcurrentAppointments: integer('max_concurrent_appointments').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('availability_user_day_idx').on(t.userId, t.dayOfWeek)],
);

/**
 * Days off or different hours on dates (decision 069): for one professional, or for the whole
 * office when user_id is null. With start/end times the dates keep those hours instead of their
 * weekly windows; without, they are closed.
 */
export const dateOverrides = pgTable(
  'date_overrides',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    createdAt: createdAt(),
  },
  (t) => [index('date_overrides_org_dates_idx').on(t.organizationId, t.startDate, t.endDate)],
);

export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name'),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    notes: text('notes'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    color: text('color'),
    source: text('source', { enum: ['manual', 'public', 'api', 'mcp', 'google'] })
      .notNull()
      .default('manual'),
    /** The conference link of the external event (Meet, Teams), or one the sync was given. */
    meetLink: text('meet_link'),
    /** The appointment's event in a calendar outside Agendei (migration 0023): its provider's id, */
    calendarProvider: text('calendar_provider'),
    /** the calendar it is in and its id there; all null until the sync made one. */
    calendarId: text('calendar_id'),
    calendarEventId: text('calendar_event_id'),
    /** Where it happens, as booked (the product's place then); null: nothing was said. */
    locationKind: text('location_kind', { enum: ['in_person', 'phone', 'online'] }),
    locationDetail: text('location_detail'),
    /** Online on a conference the calendar makes (Google Meet): the sync asks for one (meetLink). */
    locationConference: boolean('location_google_meet').notNull().default(false),
    /** Pix: 'pending' from a public booking of a priced product until marked 'paid'. */
    paymentStatus: text('payment_status', { enum: ['pending', 'paid'] }),
    paymentAmountCents: integer('payment_amount_cents'),
    /** The static Pix BR Code ("copia e cola") the client was given, kept as it was shown. */
    pixBrCode: text('pix_br_code'),
    /** When a still-pending payment releases the slot (the product's hold), or null. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** The dynamic charge's txid at the office's PSP (decision 085), or null for a static Pix. */
    pixTxid: text('pix_txid'),
    /** Personal fields replaced by LGPD erasure or retention (migration 0009). */
    clientAnonymizedAt: timestamp('client_anonymized_at', { withTimezone: true }),
    /** The secret of the client's private link (cancel or reschedule); never in an API answer. */
    manageToken: text('manage_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /** The recurring series it was booked in (decision 074), its 0-based place in it; else null. */
    seriesId: uuid('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
    occurrenceIndex: integer('occurrence_index'),
    /** Decision 083: 'scheduled' → 'confirmed' → 'attended' / 'no_show' (a cancelled one is deleted). */
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('scheduled'),
    /** When the status last changed; null while it is still 'scheduled' as booked. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** When it was confirmed (kept when it is later marked): the confirmation rate counts it. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The intake answers (decision 084), each with its question as it was asked; null: none. */
    intakeAnswers: jsonb('intake_answers').$type<IntakeAnswer[]>(),
    /** When the client accepted the office's privacy notice, and which version of it. */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    privacyNoticeVersion: integer('privacy_notice_version'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'appointments_status_known',
      sql`${t.status} in ('scheduled', 'confirmed', 'attended', 'no_show')`,
    ),
    uniqueIndex('appointments_manage_token_unique').on(t.manageToken),
    index('appointments_series_idx').on(t.seriesId),
    index('appointments_user_start_idx').on(t.userId, t.startTime),
    index('appointments_org_start_idx').on(t.organizationId, t.startTime),
    index('appointments_org_created_idx').on(t.organizationId, t.createdAt),
    // LGPD requests look a client up by e-mail, whatever its case.
    index('appointments_org_client_email_idx').on(t.organizationId, sql`lower(${t.clientEmail})`),
    index('appointments_payment_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
    uniqueIndex('appointments_pix_txid_unique').on(t.pixTxid),
  ],
);

/**
 * The office's Pix PSP (decision 085): the Banco Central's standard Pix API with OAuth2 client
 * credentials and an mTLS client certificate. Secret, certificate and key are sealed
 * (token-cipher, PIX_PSP_KEY); the webhook's path secret is kept only as its SHA-256.
 */
export const pixPspSettings = pgTable('pix_psp_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['bcb-standard'] })
    .notNull()
    .default('bcb-standard'),
  baseUrl: text('base_url').notNull(),
  clientId: text('client_id').notNull(),
  sealedClientSecret: text('sealed_client_secret').notNull(),
  sealedCertificate: text('sealed_certificate').notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  pixKey: text('pix_key').notNull(),
  webhookSecretHash: text('webhook_secret_hash').notNull().unique(),
  webhookRegisteredAt: timestamp('webhook_registered_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * Each Pix the PSP reported and we confirmed (decision 085), once per endToEndId: 'paid' marked
 * its booking paid; 'late' arrived after the hold released it (the office refunds it).
 */
export const pixReceived = pgTable(
  'pix_received',
  {
    id: id(),
    organizationId: organizationId(),
    endToEndId: text('end_to_end_id').notNull().unique(),
    txid: text('txid').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    outcome: text('outcome', { enum: ['paid', 'late'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pix_received_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * A recurring series staff booked (decision 074): every `intervalWeeks` weeks, `count` times as
 * written. `intact` while no occurrence was skipped, moved or cancelled: only then does an
 * occurrence's .ics carry the series' RRULE.
 */
export const appointmentSeries = pgTable('appointment_series', {
  id: id(),
  organizationId: organizationId(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  intervalWeeks: integer('interval_weeks').notNull(),
  /** The occurrences asked for ('N vezes'), or null when it ran until a date. */
  count: integer('count'),
  /** The last day asked for ('até dd/mm/aaaa'), yyyy-MM-dd, or null. */
  until: text('until'),
  intact: boolean('intact').notNull().default(true),
  /** The dates skipped at creation ({ startTime, label, reason }), so a replay answers them. */
  skipped: jsonb('skipped')
    .$type<{ startTime: string; label: string; reason: string }[]>()
    .notNull()
    .default([]),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Blocked time ('Bloqueio', decision 071): a professional's time taken without a client (an
 * audiência, a compromisso). It fills every slot it touches, whatever the capacity, and is told
 * to no client. One row per professional: a block for several is several rows.
 */
export const agendaBlocks = pgTable(
  'agenda_blocks',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The block's busy event in the professional's calendar (decision 076): its provider's id */
    calendarProvider: text('calendar_provider'),
    /** and its id there; both null until the sync made one. */
    calendarEventId: text('calendar_event_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agenda_blocks_user_start_idx').on(t.userId, t.startTime),
    index('agenda_blocks_org_start_idx').on(t.organizationId, t.startTime),
    check('agenda_blocks_end_after_start', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/**
 * What is left of a cancelled appointment (migration 0013), so its private link still says
 * 'Agendamento cancelado' in any browser: the link's hash, the professional and the time, nothing
 * of the client. Kept for a year after the time it was booked for.
 */
export const cancelledBookings = pgTable(
  'cancelled_bookings',
  {
    /** SHA-256 (hex) of the appointment's manage token; the token itself is not kept. */
    tokenHash: text('token_hash').primaryKey(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    cancelledAt: createdAt(),
  },
  (t) => [index('cancelled_bookings_start_idx').on(t.startTime)],
);

/** Running totals per organization, kept by a trigger on appointments (see migration 0002). */
export const organizationStats = pgTable('organization_stats', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  appointmentCount: integer('appointment_count').notNull().default(0),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'cascade',
    }),
    /** SHA-256 of the caller and body that first used the key (migration 0011): a replay must match it. */
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const bookingFormSettings = pgTable('booking_form_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: organizationId(),
  requireName: boolean('require_name').notNull().default(true),
  requireEmail: boolean('require_email').notNull().default(true),
  requirePhone: boolean('require_phone').notNull().default(false),
  showPhone: boolean('show_phone').notNull().default(true),
  requireNotes: boolean('require_notes').notNull().default(false),
  showNotes: boolean('show_notes').notNull().default(true),
  customMessage: text('custom_message').notNull().default(''),
  allowNoService: boolean('allow_no_service').notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Per professional; the organization-wide admin settings use scope 'organization'; each REST v1
 * webhook subscription (POST /api/v1/webhooks, migration 0015) is one row of scope
 * 'subscription', with its own URL, events, reminder times and secret.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['user', 'organization', 'subscription'] })
      .notNull()
      .default('user'),
    emailNotificationsEnabled: boolean('email_notifications_enabled').notNull().default(true),
    webhookNotificationsEnabled: boolean('webhook_notifications_enabled').notNull().default(false),
    notificationTimes: jsonb('notification_times').$type<number[]>().notNull().default([60, 1440]),
    /**
     * Decision 087: minutes before the appointment the client's reminder asks them to confirm
     * ('Confirmar presença'); null: not asked. Read on the professional's own row (scope 'user').
     */
    confirmationMinutes: integer('confirmation_minutes').default(1440),
    webhookUrl: text('webhook_url'),
    webhookEvents: jsonb('webhook_events')
      .$type<string[]>()
      .notNull()
      .default(['appointment.created', 'appointment.updated', 'appointment.cancelled']),
    webhookSecret: text('webhook_secret'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notification_settings_user_scope_unique')
      .on(t.userId, t.scope)
      .where(sql`${t.scope} <> 'subscription'`),
    // One subscription per URL in an organization: a retried create cannot double deliveries.
    uniqueIndex('notification_settings_subscription_url_unique')
      .on(t.organizationId, t.webhookUrl)
      .where(sql`${t.scope} = 'subscription'`),
    uniqueIndex('notification_settings_organization_unique')
      .on(t.organizationId)
      .where(sql`${t.scope} = 'organization'`),
  ],
);

export const integrationSettings = pgTable('integration_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  apiEnabled: boolean('api_enabled').notNull().default(false),
  mcpEnabled: boolean('mcp_enabled').notNull().default(false),
  /** WhatsApp Business Cloud API (migration 0009): client notifications as template messages. */
  whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
  whatsappPhoneNumberId: text('whatsapp_phone_number_id'),
  /** The Cloud API access token; never sent back to the browser. */
  whatsappToken: text('whatsapp_token'),
  /** Template name per event (core/schemas/whatsapp.ts); the language is the templates' code. */
  whatsappTemplates: jsonb('whatsapp_templates').$type<Record<string, string>>(),
  whatsappLanguage: text('whatsapp_language').notNull().default('pt_BR'),
  /** The Meta app's secret (migration 0010): checks the signature of delivery receipts. */
  whatsappAppSecret: text('whatsapp_app_secret'),
  updatedAt: updatedAt(),
});

/** REST API and MCP tokens: only a hash is kept; a regenerated token revokes the one before. */
export const integrationTokens = pgTable(
  'integration_tokens',
  {
    id: id(),
    organizationId: organizationId(),
    kind: text('kind', { enum: ['api', 'mcp'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The first characters, to recognise a token on the screen and in the audit log. */
    prefix: text('prefix').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_tokens_hash_unique').on(t.tokenHash),
    index('integration_tokens_org_kind_idx').on(t.organizationId, t.kind),
  ],
);

/**
 * MCP over OAuth 2.1 (migration 0015, decision 033): clients an assistant registered itself
 * (RFC 7591), public clients only; the registration as answered, to read it back.
 */
export const mcpOauthClients = pgTable('mcp_oauth_clients', {
  /** The client_id the SDK's registration handler generated. */
  id: text('id').primaryKey(),
  name: text('name'),
  redirectUris: text('redirect_uris').array().notNull(),
  registration: jsonb('registration').notNull(),
  createdAt: createdAt(),
});

/** An authorization request waiting for a signed-in admin's 'Permitir' or 'Recusar'. */
export const mcpOauthRequests = pgTable(
  'mcp_oauth_requests',
  {
    id: id(),
    clientId: text('client_id')
      .notNull()
      .references(() => mcpOauthClients.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    state: text('state'),
    resource: text('resource').notNull(),
    /** The first signed-in user who opened it: only they, or an admin of their office, decide. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mcp_oauth_requests_expires_idx').on(t.expiresAt)],
);

/** A connected assistant: an admin's consent for one client, in one organization, for one resource. */
export const mcpOauthGrants = pgTable(
  'mcp_oauth_grants',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => mcpOauthClients.id, { onDelete: 'cascade' }),
    /** The audience of its tokens: {origin}/mcp-server. */
    resource: text('resource').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mcp_oauth_grants_organization_idx').on(t.organizationId),
    index('mcp_oauth_grants_client_idx').on(t.clientId),
  ],
);

/** Single-use authorization codes (only the hash is kept), with the PKCE challenge they answer. */
export const mcpOauthCodes = pgTable(
  'mcp_oauth_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => mcpOauthGrants.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    codeChallenge: text('code_challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mcp_oauth_codes_grant_idx').on(t.grantId)],
);

/** An access token and the refresh token issued with it (hashes); a refresh rotates the pair. */
export const mcpOauthTokens = pgTable(
  'mcp_oauth_tokens',
  {
    id: id(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => mcpOauthGrants.id, { onDelete: 'cascade' }),
    accessHash: text('access_hash').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** Rotated (refreshed) or revoked: neither token of the pair works any more. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mcp_oauth_tokens_access_unique').on(t.accessHash),
    uniqueIndex('mcp_oauth_tokens_refresh_unique').on(t.refreshHash),
    index('mcp_oauth_tokens_grant_idx').on(t.grantId),
  ],
);

/**
 * The outbox: every webhook and e-mail, waiting, sent or failed. The log the user sees is the
 * queue: rows are written in the transaction of the change they describe and claimed by the
 * workers of every instance with FOR UPDATE SKIP LOCKED (see jobs/outbox-worker.ts).
 * Its pages are filled to 70% only (fillfactor, migration 0017: Drizzle cannot state it here), so
 * a claim, which changes no indexed column, is a HOT update. Keep it so: index neither
 * `claimed_until` nor `attempts`.
 */
export const webhookLogs = pgTable(
  'webhook_logs',
  {
    id: id(),
    organizationId: organizationId(),
    /** The professional whose appointment it is about. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the appointment is deleted: its cancellation still has to go out. */
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    eventId: uuid('event_id').notNull().defaultRandom(),
    eventType: text('event_type').notNull(),
    channel: text('channel', { enum: LOG_CHANNELS }).notNull().default('webhook'),
    subscriber: text('subscriber', {
      enum: ['user', 'organization', 'subscription', 'client', 'professional'],
    })
      .notNull()
      .default('user'),
    /** The webhook subscription it is delivered to (its current URL and secret). */
    settingsId: uuid('settings_id').references(() => notificationSettings.id, {
      onDelete: 'set null',
    }),
    /** 'not_sent' (no migration: a text column): an e-mail kept while SMTP_URL is not set. */
    status: text('status', {
      enum: ['scheduled', 'pending', 'success', 'failed', 'cancelled', 'not_sent'],
    }).notNull(),
    /** The URL or e-mail address it went (or goes) to. */
    url: text('url'),
    payload: jsonb('payload').notNull(),
    reminderMinutes: integer('reminder_minutes'),
    attempts: integer('attempts').notNull().default(0),
    httpStatus: integer('http_status'),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    /** When it is meant to go out: now for events, the reminder time for reminders. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker may take it: scheduledFor at first, later after each failure's backoff. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; after a crash another takes it over. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /**
     * What WhatsApp later said of a message it accepted (migration 0010): sent, delivered, read
     * or failed, from the receipts Meta posts to /api/whatsapp/webhook.
     */
    deliveryState: text('delivery_state', { enum: ['sent', 'delivered', 'read', 'failed'] }),
    deliveryStateAt: timestamp('delivery_state_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_logs_due_idx').on(t.status, t.nextAttemptAt),
    index('webhook_logs_user_created_idx').on(t.userId, t.createdAt),
    index('webhook_logs_org_created_idx').on(t.organizationId, t.createdAt),
    index('webhook_logs_appointment_idx').on(t.appointmentId),
    // A receipt names the message by the id WhatsApp gave it, kept as the response excerpt.
    index('webhook_logs_whatsapp_message_idx')
      .on(t.responseExcerpt)
      .where(sql`${t.channel} = 'whatsapp'`),
    // One reminder per appointment, subscriber and time: re-planning never doubles one.
    uniqueIndex('webhook_logs_reminder_unique')
      .on(t.appointmentId, t.subscriber, t.channel, t.reminderMinutes, t.scheduledFor)
      .where(
        sql`${t.eventType} = 'appointment.reminder' and ${t.status} <> 'cancelled' and ${t.subscriber} <> 'subscription'`,
      ),
    // The same per REST v1 subscription: an organization may have several.
    uniqueIndex('webhook_logs_subscription_reminder_unique')
      .on(t.appointmentId, t.settingsId, t.reminderMinutes, t.scheduledFor)
      .where(
        sql`${t.eventType} = 'appointment.reminder' and ${t.status} <> 'cancelled' and ${t.subscriber} = 'subscription'`,
      ),
  ],
);

/** E-mails rendered for delivery: sent through SMTP, or kept here when SMTP is not configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    organizationId: organizationId(),
    logId: uuid('log_id').references(() => webhookLogs.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    icsAttachment: text('ics_attachment'),
    status: text('status', { enum: ['stored', 'sent'] })
      .notNull()
      .default('stored'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_org_created_idx').on(t.organizationId, t.createdAt),
    // Whether an outbox row's e-mail is recorded, and the log rows' deletion (set null).
    index('email_outbox_log_idx').on(t.logId),
  ],
);

export const googleConnections = pgTable('google_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  organizationId: organizationId(),
  googleEmail: text('google_email'),
  calendarId: text('calendar_id'),
  calendarName: text('calendar_name'),
  /** Encrypted with GOOGLE_TOKEN_KEY (AES-256-GCM), like the refresh token. */
  accessToken: text('access_token'),
  /** Encrypted with GOOGLE_TOKEN_KEY (AES-256-GCM); never leaves the server. */
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  syncToken: text('sync_token'),
  /** Google refused the grant (revoked or expired): the user must connect again. */
  needsReconnect: boolean('needs_reconnect').notNull().default(false),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    organizationId: organizationId(),
    actorUserId: uuid('actor_user_id'),
    actorKind: text('actor_kind', { enum: ['user', 'public', 'api', 'mcp', 'system'] }).notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_org_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Rate limit counters shared by every instance on PostgreSQL (one row per route and client).
 * UNLOGGED (migration 0006): losing them in a crash only resets the limits.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The waitlist of a full day (issue 36, decision 086): a client asks to be told when a time frees
 * up on a professional's date. The first waiting entry of a date gets an offer when a slot frees:
 * its time is held (counted busy for everyone else) until `offerExpiresAt`, and only the hash of
 * the offer link's secret is kept.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    organizationId: organizationId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The professional's local date the client wants. */
    date: date('date', { mode: 'string' }).notNull(),
    clientName: text('client_name').notNull(),
    /** Kept lower-case: one entry per address, date and professional. */
    clientEmail: text('client_email').notNull(),
    clientPhone: text('client_phone'),
    status: text('status', { enum: ['waiting', 'offered', 'booked', 'expired'] })
      .notNull()
      .default('waiting'),
    offerTokenHash: text('offer_token_hash'),
    /** The WhatsApp message's own link secret (its hash): each channel's link books the offer. */
    offerWhatsappTokenHash: text('offer_whatsapp_token_hash'),
    offerStart: timestamp('offer_start', { withTimezone: true }),
    offerEnd: timestamp('offer_end', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_client_unique').on(t.userId, t.date, t.clientEmail),
    uniqueIndex('waitlist_entries_offer_token_unique').on(t.offerTokenHash),
    uniqueIndex('waitlist_entries_offer_whatsapp_token_unique').on(t.offerWhatsappTokenHash),
    index('waitlist_entries_user_date_idx').on(t.userId, t.date, t.createdAt),
    index('waitlist_entries_org_date_idx').on(t.organizationId, t.date),
  ],
);

/**
 * The clients' quick-reply button taps Meta posted to the WhatsApp webhook (decision 088): one
 * row per message id, written before the tap is acted on, so a retried post changes nothing
 * twice. Keeps the action, the appointment it named and what came of it; never the phone.
 */
export const whatsappReplies = pgTable(
  'whatsapp_replies',
  {
    organizationId: organizationId(),
    /** WhatsApp's id of the client's message (wamid…). */
    messageId: text('message_id').notNull(),
    action: text('action', { enum: ['confirm', 'reschedule', 'cancel'] }).notNull(),
    /** The appointment its button named (no reference: a cancellation deletes it). */
    appointmentId: uuid('appointment_id'),
    outcome: text('outcome', {
      enum: ['received', 'confirmed', 'cancelled', 'link_sent', 'unchanged', 'ignored'],
    })
      .notNull()
      .default('received'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.messageId] })],
);
