// A memory router for the component tests of a page: the page under test at its path, every other route it may
// send the user to as a plain heading the test can look for.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders `page` at `path` with `state` as the history entry's state; `headings` maps other paths to a heading. */
export function renderPageAt(
  path: string,
  page: ReactNode,
  state: unknown,
  headings: Record<string, string> = {},
) {
  const others = Object.entries(headings).map(([to, name]) => ({ path: to, element: <h1>{name}</h1> }));
  const router = createMemoryRouter([{ path, element: page }, ...others], {
    initialEntries: [{ pathname: path, state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}
