/** Tests only: the time of day, which a test moves on instead of waiting for it. */
export type TestClock = { now: () => number; advance: (ms: number) => void; reset: () => void };

export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
