/** What became of opening the provider's payment page after an online deposit was created. */
export type PayPageOutcome = 'opened' | 'blocked';

/**
 * Opens the provider's hosted page in a new tab. Only http(s) addresses are opened (never trust a
 * server-sent URL blindly). The tab is opened after the order exists, outside the click, so a
 * popup blocker may refuse it: then the page shows a link instead.
 */
export function openPayPage(payUrl: string): PayPageOutcome {
  let url: URL;
  try {
    url = new URL(payUrl, window.location.href);
  } catch {
    return 'blocked';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'blocked';
  const tab = window.open(url.href, '_blank');
  if (!tab) return 'blocked';
  // The provider's page must not be able to navigate ours (reverse tabnabbing).
  tab.opener = null;
  return 'opened';
}

/** Whether a server-sent address may be shown as a link. */
export function isWebAddress(payUrl: string): boolean {
  try {
    const { protocol } = new URL(payUrl, window.location.href);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
