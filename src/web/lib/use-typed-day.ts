import { useEffect, useState } from 'react';

// A day box that moves a screen (the calorie diaries, issue #39 item 16): a day the screen can show
// moves it as soon as it is typed; one it cannot (half typed, 31.02, letters, out of range) waits in
// the box with its message, judged once the whole day is typed or the box is left, and the screen
// stays on the day it shows. Another way of moving the day (the arrows, the address) clears it.

export type TypedDay = {
  /** The message under the box, or null. */
  problem: string | null;
  /** The box's onChange. */
  type: (value: string) => void;
  /** The box's onBlur. */
  leave: () => void;
};

export function useTypedDay(options: {
  /** The day the screen shows. */
  shownDay: string;
  /** Why the screen cannot show `value` (the screen's own rule and texts), or null for a day it can. */
  judge: (value: string) => string | null;
  /** The message of an emptied box, once it is left. */
  requiredMessage: string;
  /** Moves the screen to a day it can show. */
  onDay: (day: string) => void;
}): TypedDay {
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the shown day moves
  useEffect(() => {
    setTyped(null);
    setProblem(null);
  }, [options.shownDay]);

  const type = (value: string) => {
    setTyped(value);
    const found = options.judge(value);
    if (found === null) {
      setProblem(null);
      options.onDay(value);
    } else {
      setProblem(value.length >= 10 ? found : null);
    }
  };

  const leave = () => {
    if (typed === null || typed === options.shownDay) return;
    setProblem(typed === '' ? options.requiredMessage : options.judge(typed));
  };

  return { problem, type, leave };
}
