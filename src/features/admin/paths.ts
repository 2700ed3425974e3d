import type { KindName } from './kinds';

/** The console's addresses (the route table mounts them under `/admin`). */
export const adminPaths = {
  home: '/admin',
  audit: '/admin/audit',
  kind: (kind: KindName) => `/admin/${kind}`,
  record: (kind: KindName, id: number | 'new') => `/admin/${kind}/${id}`,
} as const;
