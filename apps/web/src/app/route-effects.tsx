import { findWebRoute } from '@platform/contracts/web-routes';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModals } from '../shared/modal-state/modal-context';

/**
 * Per navigation: scroll smoothly to the top (spec 2.1), and open or drop the popup a route
 * stands for (/login, /register, /help#term).
 */
export function RouteEffects() {
  const { pathname, search, hash } = useLocation();
  const { open, dismiss, fromRoute } = useModals();
  const modal = findWebRoute(pathname)?.opensModal;

  const navigated = useRef(false);
  useEffect(() => {
    // `pathname` and `search` are the trigger: each navigation starts at the top of the page.
    void pathname;
    void search;
    // The first page of a visit is at the top already (or where the browser restored it), and
    // reading scrollY there would force a layout of the whole page in the middle of its first render.
    if (!navigated.current) {
      navigated.current = true;
      return;
    }
    // Already at the top: no smooth-scroll animation to run for nothing.
    if (window.scrollY !== 0) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search]);

  useEffect(() => {
    if (modal) open(modal, { fromRoute: true, helpTerm: decodeURIComponent(hash.replace(/^#/, '')) || undefined });
  }, [modal, hash, open]);

  useEffect(() => {
    // Leaving a popup's route (e.g. browser back) takes its popup with it.
    if (!modal && fromRoute) dismiss();
  }, [modal, fromRoute, dismiss]);

  return null;
}
