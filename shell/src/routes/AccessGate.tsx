import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useShell } from '@ledgerline/shell-sdk';
import { accessOf, type AccessRule } from '../navigation/access.ts';

/** A screen that only some users may open; the server enforces the same rule on its data. */
export function AccessGate({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { user } = useShell();
  if (accessOf(user)[rule]) return children;
  return (
    <Result
      status="403"
      title={<h1 style={{ font: 'inherit', margin: 0 }}>No access</h1>}
      subTitle="This page is for admins only."
    />
  );
}
