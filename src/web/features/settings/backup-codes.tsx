import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';

/** Copies text to the clipboard and says so; where the browser refuses, asks the user to copy by hand. */
export async function copyText(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}`, {
      description: 'Select the text and copy it by hand.',
    });
  }
}

/** The one-time backup codes, shown once, with a copy button. */
export function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Keep these backup codes somewhere safe. Each one signs you in once if you lose your authenticator app.
        They will not be shown again.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono text-sm tracking-wide"
      >
        {codes.map((code) => (
          <li key={code} className="select-all text-center">
            {code}
          </li>
        ))}
      </ul>
      <Button
        type="button"
        variant="outline"
        className="self-start"
        onClick={() => copyText(codes.join('\n'), 'Backup codes')}
      >
        <Copy aria-hidden /> Copy codes
      </Button>
    </div>
  );
}
