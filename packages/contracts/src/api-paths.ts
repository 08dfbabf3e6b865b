/** The API's paths: spec 7 where it names them, our choice (recorded here) where it does not. */
export const API = {
  health: '/healthz',
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  /** Spec 7.1 "Permission / startup config": path not shown; chosen. */
  permission: '/wps/system/permission',
} as const;

/** Prefixes under which unknown paths answer 404 in the envelope rather than the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/'] as const;
