import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { googlePaths } from './google-paths';

/** GET /api/google/oauth: Google's consent URL for this user. */
export function fetchGoogleAuthUrl() {
  return apiJson<{ authUrl: string }>('GET', googlePaths.oauth);
}

/**
 * Opens the consent page in a popup. The popup is opened during the click (so it is not
 * blocked) and sent to Google once the URL arrives; without a popup the page itself goes.
 */
export function useStartGoogleOAuth() {
  return useMutation({
    mutationFn: async () => {
      const popup = window.open('', 'agendei-google-auth', 'popup,width=520,height=680');
      try {
        const { authUrl } = await fetchGoogleAuthUrl();
        if (popup) popup.location.href = authUrl;
        else window.location.assign(authUrl);
      } catch (error) {
        popup?.close();
        throw error;
      }
    },
  });
}
