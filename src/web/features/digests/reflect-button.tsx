import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { DigestScope } from '../../../shared/schemas/digests.ts';
import { Button } from '../../components/ui/button.tsx';

/** 'Reflect' on a connection or group page: the New Digest dialog, about it. */
export function ReflectButton({ scope }: { scope: DigestScope }) {
  return (
    <Button asChild variant="outline">
      <Link to="/digest" state={{ reflect: scope }}>
        <Sparkles aria-hidden /> Reflect
      </Link>
    </Button>
  );
}
