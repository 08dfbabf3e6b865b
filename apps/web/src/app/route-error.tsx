import { useRouteError } from 'react-router';
import { LoadFailure } from '../shared/system/load-failure';

/**
 * A page that failed to render. Set on every route, so it shows inside the site's frame (header,
 * menus) in place of the page; the root route's copy is the last resort for the frame itself.
 */
export function RouteError() {
  return <LoadFailure error={useRouteError()} />;
}
