// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAddressParams } from './use-address-params.ts';

// Two changes of the address made before React renders again (a client picked, then a day typed at
// once on a busy machine): both must survive. React Router's own functional update loses the first.

type Update = (change: (params: URLSearchParams) => void) => void;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** Renders a page holding `useUpdate`'s update function and returns the router and that function. */
function renderWithUpdate(useUpdate: () => Update, start = '/client-calories?date=2026-02-01') {
  const captured: { update: Update | null } = { update: null };
  function Page() {
    captured.update = useUpdate();
    return null;
  }
  const router = createMemoryRouter([{ path: '/client-calories', Component: Page }], { initialEntries: [start] });
  act(() => root.render(createElement(RouterProvider, { router })));
  return { router, update: () => captured.update! };
}

const twoQuickChanges = (update: Update) => {
  update((params) => params.set('client', 'c-1'));
  update((params) => params.set('date', '2026-02-14'));
};

describe('useAddressParams', () => {
  it('keeps both of two changes made before the address caught up', async () => {
    const { router, update } = renderWithUpdate(() => useAddressParams()[1]);
    await act(async () => twoQuickChanges(update()));
    expect(router.state.location.search).toBe('?date=2026-02-14&client=c-1');
  });

  it('builds on the address again after it changed from elsewhere (the back button, a link)', async () => {
    const { router, update } = renderWithUpdate(() => useAddressParams()[1]);
    await act(async () => update()((params) => params.set('client', 'c-1')));
    await act(async () => router.navigate('/client-calories?client=c-2'));
    await act(async () => update()((params) => params.set('date', '2026-03-01')));
    expect(router.state.location.search).toBe('?client=c-2&date=2026-03-01');
  });

  it('is needed: React Router’s functional update alone drops the first change', async () => {
    const { router, update } = renderWithUpdate(() => {
      const [, setParams] = useSearchParams();
      return (change) =>
        setParams((current) => {
          change(current);
          return current;
        });
    });
    await act(async () => twoQuickChanges(update()));
    expect(router.state.location.search).toBe('?date=2026-02-14');
  });
});
