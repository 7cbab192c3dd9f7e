import { WifiOff } from 'lucide-react';
import { useOnline } from './online.ts';

/** Says, on every signed-in page, that what shows was saved on this device and may be out of date. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b bg-muted px-4 py-2 text-sm font-medium"
    >
      <WifiOff aria-hidden className="size-4" />
      Offline · showing saved data
    </div>
  );
}
