import type { Db } from '../src/core/db.ts';

const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A query builder that takes any chain of calls and fails when awaited, as every query does with the database away. */
function refusedQuery(): unknown {
  const query: unknown = new Proxy(() => query, {
    get: (_target, prop) => (prop === 'then' ? (_: unknown, reject: (error: Error) => void) => reject(unreachable()) : () => query),
  });
  return query;
}

/** A database that a test can make unreachable (`down`): what a stopped PostgreSQL looks like to the server. */
export function switchable(db: Db): { db: Db; down: boolean } {
  const state = { db, down: false };
  state.db = new Proxy(db, {
    get(target, prop) {
      if (state.down && (prop === 'transaction' || prop === 'execute')) return () => Promise.reject(unreachable());
      if (state.down && prop === 'select') return refusedQuery;
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return state;
}
