import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@core/app-error.ts';
import { authMessages } from '@core/messages.ts';
import {
  ChooseGoogleCalendarInput,
  GoogleAuthUrlDto,
  GoogleCalendarChosenDto,
  GoogleCalendarDto,
  GoogleCallbackQuery,
  GoogleConflictsDto,
  GoogleConflictsQuery,
  GoogleStatusDto,
  GoogleTestDto,
  GoogleUserInfoDto,
} from '@core/schemas/google.ts';
import type { FeatureDeps } from '../../../feature-deps.ts';
import { actorOf } from '../../../plugins/auth.ts';
import { resolveSessionActor } from '../../auth/session-actor.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { chooseCalendar } from './choose-calendar.ts';
import { completeGoogleOAuth } from './complete-google-oauth.ts';
import { disconnectGoogle } from './disconnect-google.ts';
import { findGoogleConflicts } from './find-google-conflicts.ts';
import { getGoogleStatus } from './get-google-status.ts';
import { getGoogleUserinfo } from './get-google-userinfo.ts';
import { listCalendars } from './list-calendars.ts';
import { startGoogleOAuth } from './start-google-oauth.ts';
import { testGoogleConnection } from './test-google-connection.ts';

/** Where the consent popup lands; the settings page tells its opener and closes (SPEC §4). */
const settingsWith = (result: 'success' | 'error') => `/settings?google_auth=${result}`;

/** The signed-in user's own Google connection (SPEC §7 Profile and Google). */
export const googleRoutes: FastifyPluginAsyncZod<FeatureDeps> = async (
  app,
  { db, config, events },
) => {
  const deps = { db, config };
  const guarded = { config: { access: 'member' } } as const;
  // The agenda's reading of the marks below is open to a secretary too (decision 080).
  const agendaReading = { config: { access: 'user' } } as const;
  // Cached Google busy times (and slots) follow the connection and the chosen calendar.
  const connectionChanged = ({ organizationId, userId }: Actor) =>
    events.publish({ type: 'schedule_changed', organizationId, userId });

  app.get(
    '/api/google/status',
    { ...guarded, schema: { response: { 200: GoogleStatusDto } } },
    async (request) => getGoogleStatus(deps, actorOf(request)),
  );

  app.get(
    '/api/google/oauth',
    { ...guarded, schema: { response: { 200: GoogleAuthUrlDto } } },
    async (request) => startGoogleOAuth({ config, actor: actorOf(request) }),
  );

  // A browser navigation from Google: it always answers a redirect, never a JSON error.
  app.get(
    '/api/google/callback',
    // Public so that a popup without a session still lands on the settings page with an error;
    // the grant is stored for the user whose session cookie the popup carries.
    { config: { access: 'public' }, schema: { querystring: GoogleCallbackQuery, hide: true } },
    async (request, reply) => {
      try {
        const actor = await resolveSessionActor(db, request);
        if (!actor) throw new AppError('UNAUTHENTICATED', authMessages.unauthenticated);
        await completeGoogleOAuth(deps, { actor, callback: request.query });
        await connectionChanged(actor);
        return reply.redirect(settingsWith('success'));
      } catch (error) {
        request.log.warn({ err: error }, 'Google connection failed');
        return reply.redirect(settingsWith('error'));
      }
    },
  );

  app.get(
    '/api/google/calendars',
    { ...guarded, schema: { response: { 200: z.array(GoogleCalendarDto) } } },
    async (request) => listCalendars(deps, actorOf(request)),
  );

  app.get(
    '/api/google/userinfo',
    { ...guarded, schema: { response: { 200: GoogleUserInfoDto } } },
    async (request) => getGoogleUserinfo(deps, actorOf(request)),
  );

  app.put(
    '/api/google/calendar',
    {
      ...guarded,
      schema: { body: ChooseGoogleCalendarInput, response: { 200: GoogleCalendarChosenDto } },
    },
    async (request) => {
      const chosen = await chooseCalendar(deps, { actor: actorOf(request), input: request.body });
      await connectionChanged(actorOf(request));
      return chosen;
    },
  );

  app.get(
    '/api/google/test',
    { ...guarded, schema: { response: { 200: GoogleTestDto } } },
    async (request) => testGoogleConnection(deps, actorOf(request)),
  );

  // The agenda's marks: appointments overlapping the professional's own busy times in Google.
  app.get(
    '/api/google/conflicts',
    {
      ...agendaReading,
      schema: { querystring: GoogleConflictsQuery, response: { 200: GoogleConflictsDto } },
    },
    async (request) =>
      findGoogleConflicts(
        { ...deps, log: request.log },
        { actor: actorOf(request), ...request.query },
      ),
  );

  app.delete('/api/google/disconnect', guarded, async (request, reply) => {
    await disconnectGoogle({ ...deps, log: request.log }, actorOf(request));
    await connectionChanged(actorOf(request));
    return reply.status(204).send();
  });
};
