import type { ReactNode } from 'react';

// The menu's props, apart from menu.tsx: the Radix menu it loads on demand (menu-radix.tsx) reads them too.
export interface MenuProps {
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  label?: string;
}
