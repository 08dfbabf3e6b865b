import { z } from 'zod';

/**
 * The operator API: until the back office exists, operators (account type 90) log in
 * here, never in the lobby, and confirm deposits and decide withdrawals. Plain JSON: it is called
 * by staff tools, not by the public site.
 */
export const operatorLoginBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Required once a failure asks for it (BAD_CREDENTIALS value { captcha: true }), as at the lobby login. */
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
});
export const operatorLoginValueSchema = z.object({ token: z.string(), account: z.string() });
