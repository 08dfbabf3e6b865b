import { createContext, useContext } from 'react';

/**
 * The launch id of the page (from `?launch=`), which every studio call carries beside the member's
 * token. A context rather than a prop, so every game keeps the one signature `{ session }`.
 */
export const StudioLaunchContext = createContext<string | null>(null);

export function useLaunchId(): string {
  const launchId = useContext(StudioLaunchContext);
  if (!launchId) throw new Error('useLaunchId needs the studio page around it');
  return launchId;
}
