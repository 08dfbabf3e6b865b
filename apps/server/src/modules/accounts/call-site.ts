import { DEVICE_ID_HEADER, deviceIdOf } from '@platform/contracts/device-id';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/request-language';
import type { CallSite } from './account-deps';

export function callSite(request: FastifyRequest): CallSite {
  return {
    merchantId: request.ctx.merchant.id,
    ip: request.ctx.ip,
    flags: request.ctx.merchant.flags,
    language: requestLanguage(request.headers['accept-language']),
    userAgent: request.headers['user-agent'],
    deviceId: deviceIdOf(request.headers[DEVICE_ID_HEADER]),
  };
}

/** With the brand's field configuration, for calls that check fields against it. */
export function callSiteWithFields(request: FastifyRequest) {
  return { ...callSite(request), register: request.ctx.merchant.register, host: request.headers.host };
}
