import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReceiptStatus, postReceipt } from './whatsapp-receipts.ts';

/** The access token the emulator accepts unless told otherwise (a Meta token's shape). */
export const EMULATOR_TOKEN = 'EAAGemuladorAgendeiWhatsAppToken0123456789';
/** The phone-number id the journeys type in the settings card. */
export const EMULATOR_PHONE_NUMBER_ID = '106540352242922';

/** A template message as the emulator received it. */
export interface ReceivedWhatsappMessage {
  id: string;
  phoneNumberId: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** Quick-reply buttons' payloads, by index (the confirmation template, decision 088). */
  buttons: string[];
  /** A free-form text message's body ('' template and no parameters then). */
  text?: string;
  body: unknown;
}

export interface WhatsappEmulatorOptions {
  port?: number;
  token?: string;
  /** Approved templates and their number of body parameters; absent: any name is accepted. */
  templates?: Record<string, number>;
}

type Answer = [number, object];

const MESSAGES_PATH = /^\/(v\d+\.\d+\/)?(\d+)\/messages$/;

const graphError = (status: number, code: number, message: string, details?: string): Answer => [
  status,
  {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(9).toString('base64url'),
    },
  },
];

const invalid = (details: string) => graphError(400, 100, '(#100) Invalid parameter', details);

type Body = {
  messaging_product?: unknown;
  recipient_type?: unknown;
  to?: unknown;
  type?: unknown;
  text?: { body?: unknown };
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: {
      type?: unknown;
      sub_type?: unknown;
      index?: unknown;
      parameters?: { type?: unknown; text?: unknown; payload?: unknown }[];
    }[];
  };
};

type Component = NonNullable<NonNullable<Body['template']>['components']>[number];

/** A quick-reply button's component: sub_type quick_reply, index '0'..'9', one payload. */
function buttonProblem(component: Component): string | undefined {
  if (component.sub_type !== 'quick_reply') return 'button sub_type must be quick_reply';
  if (typeof component.index !== 'string' || !/^\d$/.test(component.index)) {
    return 'button index must be a digit string';
  }
  const [parameter, ...more] = component.parameters ?? [];
  if (more.length || parameter?.type !== 'payload' || typeof parameter.payload !== 'string') {
    return 'a quick_reply button takes one parameter of type payload';
  }
  return undefined;
}

/** Checks a body against the documented template-message shape; the problem, if any. */
function shapeProblem(body: Body): string | undefined {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    return 'recipient_type must be individual';
  }
  if (typeof body.to !== 'string' || !/^\d{8,15}$/.test(body.to)) return 'to must be digits';
  if (body.type === 'text') {
    return typeof body.text?.body === 'string' && body.text.body
      ? undefined
      : 'text.body is required';
  }
  if (body.type !== 'template') return 'type must be template';
  const template = body.template;
  if (typeof template?.name !== 'string' || !/^[a-z0-9_]+$/.test(template.name)) {
    return 'template.name is invalid';
  }
  if (typeof template.language?.code !== 'string') return 'template.language.code is required';
  const components = template.components ?? [];
  if (!Array.isArray(components)) return 'template.components must be an array';
  for (const component of components) {
    if (component.type === 'button') {
      const problem = buttonProblem(component);
      if (problem) return problem;
      continue;
    }
    if (component.type !== 'body') return `unexpected component ${String(component.type)}`;
    for (const parameter of component.parameters ?? []) {
      if (parameter.type !== 'text' || typeof parameter.text !== 'string') {
        return 'body parameters must be of type text';
      }
      if (!parameter.text || /[\n\t]| {5,}/.test(parameter.text)) {
        return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
      }
    }
  }
  return undefined;
}

/**
 * A loopback stand-in for the WhatsApp Business Cloud API's POST /{phone-number id}/messages:
 * checks the bearer token and the body's documented shape, records each message and answers as
 * Meta does (messages[0].id, or { error: { message, code } }). `failNext(status, times)` makes
 * the next calls fail, as an outage would; /__emulator/* gives the same to another process.
 */
export async function startWhatsappEmulator(options: WhatsappEmulatorOptions = {}) {
  const token = options.token ?? EMULATOR_TOKEN;
  const received: ReceivedWhatsappMessage[] = [];
  const failures: number[] = [];
  let requests = 0;

  function send(phoneNumberId: string, authorization: string | undefined, raw: string): Answer {
    requests++;
    const failure = failures.shift();
    if (failure !== undefined) {
      return failure === 429
        ? graphError(429, 130429, '(#130429) Rate limit hit')
        : graphError(failure, 131000, '(#131000) Something went wrong');
    }
    if (authorization !== `Bearer ${token}`) {
      return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    let body: Body;
    try {
      body = JSON.parse(raw) as Body;
    } catch {
      return invalid('the body is not JSON');
    }
    const problem = shapeProblem(body);
    if (problem) return invalid(problem);
    if (body.type === 'text') {
      return accepted(phoneNumberId, body, { text: String(body.text?.body) });
    }
    const template = body.template!;
    const components = template.components ?? [];
    const parameters = components
      .filter((component) => component.type === 'body')
      .flatMap((component) =>
        (component.parameters ?? []).map((parameter) => String(parameter.text)),
      );
    const buttons = components
      .filter((component) => component.type === 'button')
      .sort((a, b) => Number(a.index) - Number(b.index))
      .map((component) => String(component.parameters?.[0]?.payload));
    const name = String(template.name);
    const expected = options.templates?.[name];
    if (options.templates && expected === undefined) {
      return graphError(
        404,
        132001,
        '(#132001) Template name does not exist in the translation',
        `template name (${name}) does not exist in ${String(template.language?.code)}`,
      );
    }
    if (expected !== undefined && expected !== parameters.length) {
      return graphError(
        400,
        132000,
        '(#132000) Number of parameters does not match the expected number of params',
        `body: number of localizable_params (${parameters.length}) does not match the expected number of params (${expected})`,
      );
    }
    return accepted(phoneNumberId, body, {
      template: name,
      language: String(template.language?.code),
      parameters,
      buttons,
    });
  }

  /** Records a message Meta would accept and answers with its new id. */
  function accepted(
    phoneNumberId: string,
    body: Body,
    content: Partial<Omit<ReceivedWhatsappMessage, 'id' | 'phoneNumberId' | 'to' | 'body'>>,
  ): Answer {
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    received.push({
      id,
      phoneNumberId,
      to: String(body.to),
      template: '',
      language: '',
      parameters: [],
      buttons: [],
      ...content,
      body,
    });
    return [
      200,
      {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      },
    ];
  }

  async function control(method: string, path: string, raw: string): Promise<Answer | undefined> {
    if (method === 'GET' && path === '/__emulator/messages') return [200, { messages: received }];
    if (method === 'POST' && path === '/__emulator/receipt') {
      // Meta posting a delivery receipt of a message it received to the app's webhook.
      const { callbackUrl, appSecret, messageId, status } = JSON.parse(raw) as {
        callbackUrl: string;
        appSecret: string;
        messageId: string;
        status: ReceiptStatus;
      };
      const message = received.find((candidate) => candidate.id === messageId);
      if (!message) return [404, { error: 'unknown message' }];
      return [200, { status: await postReceipt(callbackUrl, appSecret, message, status) }];
    }
    if (method === 'POST' && path === '/__emulator/fail') {
      const { status = 500, times = 1 } = JSON.parse(raw || '{}') as {
        status?: number;
        times?: number;
      };
      for (let i = 0; i < times; i++) failures.push(status);
      return [200, { queued: failures.length }];
    }
    return undefined;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://emulator').pathname;
      const match = MESSAGES_PATH.exec(path);
      const [status, body] =
        (await control(request.method ?? 'GET', path, raw)) ??
        (request.method === 'POST' && match
          ? send(match[2]!, request.headers.authorization, raw)
          : graphError(404, 803, 'Unknown path components'));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}/v21.0`;

  return {
    port,
    /** The WHATSAPP_API_URL that points the app here. */
    apiUrl,
    received,
    /** How many POSTs reached /messages, failed ones included. */
    requests: () => requests,
    /** The next `times` messages answer `status` (500: Meta's 131000; 429: its rate limit). */
    failNext(status: number, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
