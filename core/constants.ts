/** Business constants of SPEC §9, shared by server and web. */
export const MIN_PASSWORD_LENGTH = 6;
export const SESSION_TTL_DAYS = 365;
export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
export const DEFAULT_PROFESSIONAL_COLOR = '#3b82f6';
export const FALLBACK_PROFESSIONAL_COLOR = '#6b7280';
export const DEFAULT_APPOINTMENT_COLOR = '#3F51B5';
export const DEFAULT_APPOINTMENT_DURATION_MINUTES = 60;
export const DEFAULT_BUFFER_MINUTES = 15;
export const LONG_APPOINTMENT_MINUTES = 90;
export const SAME_DAY_LEAD_MINUTES = 10;
export const DEFAULT_REMINDER_MINUTES = [60, 1440];
/** Decision 087: the client's reminder asks 'Confirmar presença' this long before (null: off). */
export const DEFAULT_CONFIRMATION_MINUTES = 1440;
/**
 * A booking made after its 'Confirmar presença' time has passed still asks the client to confirm,
 * right away, when it starts at least this far ahead (decision 092); closer, the office calls.
 */
export const LATE_CONFIRMATION_MIN_LEAD_MINUTES = 120;
/** What the professional's 'Pedir confirmação de presença' offers (minutes before). */
export const CONFIRMATION_MINUTES_OPTIONS = [120, 720, 1440, 2880] as const;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const COPIED_STATE_MS = 2000;
export const MAX_NAME_LENGTH = 120;
export const MIN_ORGANIZATION_NAME_LENGTH = 2;
export const MAX_ORGANIZATION_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 200;
export const DEFAULT_MEETING_TITLE = 'Reunião com {clientName}';
export const DEFAULT_MEETING_DESCRIPTION =
  'Reunião agendada pelo Agendei. Local e link (se houver) estão no convite e na página do agendamento.';

/** Browser storage keys of SPEC §3. */
export const STORAGE_KEYS = {
  token: 'auth_token',
  user: 'auth_user',
  fingerprint: 'session_fingerprint',
  theme: 'vite-ui-theme',
} as const;

/** Every role a user can have: the one list the server, the invitation form and its labels read. */
export const ROLES = ['admin', 'professional', 'secretary'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that run every professional's agenda of the office (the secretary, decision 080). */
export const runsOfficeAgenda = (role: Role): boolean => role === 'admin' || role === 'secretary';

/** Roles with a calendar of their own: bookable, with services, hours, links, Pix, integrations. */
export const hasOwnCalendar = (role: Role): boolean => role !== 'secretary';

/** How each role is named on screen (a new role must be named here, or the build fails). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrador(a)',
  professional: 'Profissional',
  secretary: 'Secretária(o)',
};

/** An invitation's link opens for this many days after it is sent (or sent again). */
export const INVITATION_VALID_DAYS = 7;

/** Availability rows (SPEC §5, §9). */
export const AVAILABILITY_DURATION = { min: 15, max: 240, step: 15, default: 60 } as const;
export const AVAILABILITY_CONCURRENCY = { min: 1, max: 10, default: 1 } as const;

/** Products (SPEC §5, §9): minutes and integer centavos. */
export const PRODUCT_DURATION = { max: 1440, default: 60 } as const;
export const MAX_PRODUCT_NAME_LENGTH = 200;
export const MAX_PRODUCT_PRICE_CENTS = 100_000_000;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** Profile scheduling settings. */
export const PROFILE_DEFAULT_DURATION = { min: 15, max: 480, step: 5 } as const;
export const PROFILE_BUFFER = { min: 0, max: 240 } as const;
export const MAX_MEETING_TITLE_LENGTH = 200;
export const MAX_MEETING_DESCRIPTION_LENGTH = 2000;

/** Public booking form (SPEC §3 defaults). */
export const MAX_BOOKING_FORM_MESSAGE_LENGTH = 1000;
export const DEFAULT_BOOKING_FORM_SETTINGS = {
  requireName: true,
  requireEmail: true,
  requirePhone: false,
  showPhone: true,
  requireNotes: false,
  showNotes: true,
  customMessage: '',
  /** Issue 32: a professional with services is booked for one of them unless they allow none. */
  allowNoService: false,
} as const;

/** Notifications and webhooks (SPEC §3, §9). */
export const WEBHOOK_EVENTS = [
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
  'appointment.reminder',
  /** The appointment's status (decision 083): confirmed, or marked 'Faltou'. */
  'appointment.confirmed',
  'appointment.no_show',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Status events (decision 083): told to webhooks only, never to the client or the calendar. */
export const STATUS_WEBHOOK_EVENTS = ['appointment.confirmed', 'appointment.no_show'] as const;
export type StatusWebhookEvent = (typeof STATUS_WEBHOOK_EVENTS)[number];
export const isStatusEvent = (event: string): boolean =>
  (STATUS_WEBHOOK_EVENTS as readonly string[]).includes(event);
/** Blocked time's events (decision 071): only a REST v1 subscription that names them hears them. */
export const BLOCK_WEBHOOK_EVENTS = ['block.created', 'block.updated', 'block.deleted'] as const;
export type BlockWebhookEvent = (typeof BLOCK_WEBHOOK_EVENTS)[number];
/** What a REST v1 webhook subscription may ask for. */
export const SUBSCRIBABLE_WEBHOOK_EVENTS = [...WEBHOOK_EVENTS, ...BLOCK_WEBHOOK_EVENTS] as const;
/** A blocked time lasts at most this many days. */
export const MAX_BLOCK_DAYS = 31;
export const MAX_BLOCK_TITLE_LENGTH = 120;
/** An admin blocks at most this many professionals at once. */
export const MAX_BLOCK_PROFESSIONALS = 50;
export const DEFAULT_WEBHOOK_EVENTS: WebhookEvent[] = [
  'appointment.created',
  'appointment.updated',
  'appointment.cancelled',
];
/** Reminder times: whole minutes before the start, up to 30 days, at most 10 of them. */
export const REMINDER_MINUTES = { min: 1, max: 43_200, maxCount: 10 } as const;
export const MAX_WEBHOOK_URL_LENGTH = 2000;
export const WEBHOOK_PAGE_SIZE = 10;
export const SCHEDULED_REFRESH_MS = 30_000;
/** The history table cuts URLs at this many characters (SPEC §2). */
export const WEBHOOK_URL_DISPLAY_LENGTH = 30;

/** How long a waitlist offer holds the freed time for the client it went to (issue 36). */
export const WAITLIST_HOLD_MINUTES = 15;
