import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from './button.tsx';

/** The "+ New …" button that opens a create page, the same on every page and empty state. */
export function CreateLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ButtonLink to={to}>
      <Plus aria-hidden /> {children}
    </ButtonLink>
  );
}
