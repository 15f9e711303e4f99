import { useEffect, useMemo, useState } from 'react';
import type { OrderDoc } from '../../../contracts/documents';
import { customerNamesOf } from '../../../lib/data/admin-orders';

/**
 * The names of the customers of the orders on screen (orders keep only the e-mail), read once per set of customers;
 * empty until read, and left empty when the read fails (the table then shows the e-mail alone).
 */
export function useCustomerNames(orders: readonly OrderDoc[]): ReadonlyMap<string, string> {
  const key = useMemo(() => [...new Set(orders.map((o) => o.userId))].sort().join(','), [orders]);
  const [names, setNames] = useState<{ key: string; map: ReadonlyMap<string, string> }>({
    key: '',
    map: new Map(),
  });
  useEffect(() => {
    if (key === '') return;
    let live = true;
    customerNamesOf(key.split(',')).then(
      (map) => live && setNames({ key, map }),
      (error: unknown) => console.warn('[admin] customer names could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return names.map;
}
