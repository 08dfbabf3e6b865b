/** Spec 9: the winner board moves continuously at speed 3000. */
export const WINNER_SPEED_MS = 3000;
/** How long typing may pause before the search runs, so each keystroke is not a call. */
export const SEARCH_DEBOUNCE_MS = 300;
