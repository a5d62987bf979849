import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';

/** Every route that has no children, with its path from the root. */
function leaves(table: RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return table.flatMap((route) => {
    const path = route.index
      ? `${parent} (index)`
      : [parent, route.path ?? ''].join('/').replace(/\/+/g, '/');
    return route.children?.length ? leaves(route.children, path) : [{ path, route }];
  });
}

describe('the route table', () => {
  it('gives every leaf route something to render, so React Router has nothing to warn about', () => {
    const bare = leaves(routes)
      .filter(({ route }) => !('element' in route) && !route.Component && !route.lazy)
      .map(({ path }) => path);
    expect(bare).toEqual([]);
  });
});
