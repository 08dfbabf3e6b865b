import { loadConfig } from '../../apps/server/src/config';
import { securityHeaderValues, securityPolicy } from '../../apps/server/src/http/security-headers';

/**
 * The security headers every answer of the platform carries, as its default start computes them:
 * the bare node:http baselines send them too, so that they answer the same bytes as the platform.
 */
export const statusAnswerSecurityHeaders: Record<string, string> = securityHeaderValues(securityPolicy(loadConfig({})));
