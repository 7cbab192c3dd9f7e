import { Pencil } from 'lucide-react';
import { ButtonLink } from './button.tsx';

/** A record page's Edit button: opens the record's edit page. */
export function EditLink({ to }: { to: string }) {
  return (
    <ButtonLink to={to} variant="outline">
      <Pencil aria-hidden /> Edit
    </ButtonLink>
  );
}
