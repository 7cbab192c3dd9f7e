import { Sparkles } from 'lucide-react';
import type { DigestScope } from '../../../shared/schemas/digests.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

/** 'Reflect' on a connection or group page: the New Digest dialog, about it. */
export function ReflectButton({ scope }: { scope: DigestScope }) {
  return (
    <ButtonLink to="/digest" state={{ reflect: scope }} variant="outline">
      <Sparkles aria-hidden /> Reflect
    </ButtonLink>
  );
}
