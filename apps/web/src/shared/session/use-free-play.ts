import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { sealPayload } from '../api/sealed-payload';
import { useGo } from '../modal-state/use-go';
import { usePermission } from '../system/startup-queries';
import { freePlayLogin } from './session-api';
import { useSession } from './session-context';

function randomBase64(byteCount: number): string {
  let s = '';
  for (const b of crypto.getRandomValues(new Uint8Array(byteCount))) s += String.fromCharCode(b);
  return btoa(s);
}

/**
 * Spec 7.1 free-play body: `random` is "an encrypted random value". We seal 32 random bytes with
 * the merchant key like other sealed bodies and send the envelope as a JSON string; the server
 * only requires it to be present, so if sealing is impossible (unusable key) the plain random
 * value still lets the visitor in.
 */
async function freePlayRandom(publicKey: string): Promise<string> {
  const value = randomBase64(32);
  try {
    return JSON.stringify(await sealPayload(publicKey, { value }));
  } catch {
    return value;
  }
}

/**
 * Free play (spec 6, 7.1): creates a trial account, then signs in with it and, from the header's
 * "Try free", goes home; a guest's free demo from a game tile stays where it is (`goHome` false).
 */
export function useFreePlay({ goHome = true }: { goHome?: boolean } = {}) {
  const permission = usePermission();
  const { signIn } = useSession();
  const go = useGo();
  return useMutation({
    mutationFn: async () => {
      const value = await freePlayLogin({
        os: (navigator.platform || 'unknown').slice(0, 64),
        platform: 'W',
        random: await freePlayRandom(permission.encryption.publicKey),
        version: 3,
      });
      // A trial account never has a second factor, so a login without a token is a server fault.
      if (!value.token) throw new ApiError('INTERNAL_ERROR', 200);
      return signIn(value.token);
    },
    onSuccess: () => {
      if (goHome) go('/');
    },
  });
}
