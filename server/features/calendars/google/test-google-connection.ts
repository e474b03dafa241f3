import { AppError } from '@core/app-error.ts';
import { googleMessages } from '@core/messages.ts';
import type { GoogleTestDto } from '@core/schemas/google.ts';
import type { Actor } from '../../../kernel/actor.ts';
import { type GoogleDeps, withConnectedGoogle } from './connected-google.ts';
import { calendarApi, fetchGoogleUser } from './google-client.ts';

/** Proves the grant works: reads the account's e-mail and the chosen calendar from Google. */
export function testGoogleConnection(deps: GoogleDeps, actor: Actor): Promise<GoogleTestDto> {
  return withConnectedGoogle(deps, actor, async ({ settings, auth, connection }) => {
    const user = await fetchGoogleUser(settings, auth);
    const calendarId = connection.calendarId ?? 'primary';
    const { data } = await calendarApi(settings, auth).calendarList.get({ calendarId });
    const summary = data.summaryOverride ?? data.summary;
    if (!summary) throw new AppError('BAD_GATEWAY', googleMessages.unreachable);
    return { user: { email: user.email }, calendar: { summary } };
  });
}
