/**
 * A promise a test opens by hand, to hold one side of a race at a known point: a transaction that
 * must not commit yet, a script the browser must not get yet. `passed` settles once `open()` is called.
 */
export function createGate(): { passed: Promise<void>; open: () => void } {
  let open = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
