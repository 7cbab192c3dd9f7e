import { Check, LogOut, Monitor, Moon, Settings, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { useAccount } from '../auth/account.tsx';
import { toast } from '../lib/toast.ts';
import { type ThemeChoice, useTheme } from './theme.ts';

const themes: { value: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { value: 'system', label: 'System theme', icon: Monitor },
  { value: 'light', label: 'Light theme', icon: Sun },
  { value: 'dark', label: 'Dark theme', icon: Moon },
];

const item =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted';

export function UserMenu() {
  const { user, signOut } = useAccount();
  const navigate = useNavigate();
  const { choice, choose } = useTheme();
  if (!user) return null;
  const initials = (user.name || user.email).trim().slice(0, 1).toUpperCase();

  const onSignOut = async () => {
    // Leave the signed-in pages first (waiting for the landing page's code to load), so the session
    // ends under the landing page. A device too slow to draw it by then meets the guard, which knows a
    // sign-out is under way and sends it on to /landing too (RequireAccount).
    await navigate('/landing');
    try {
      await signOut();
    } catch {
      toast.error('Sign out failed', { description: 'Please try again.' });
    }
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Open user menu"
        className="flex size-11 cursor-pointer sm:size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
      >
        {initials}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-60 rounded-xl border bg-card p-1.5 shadow-lg"
        >
          <div className="px-2 py-1.5">
            <p className="truncate text-sm font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={() => navigate('/settings')}>
            <Settings aria-hidden className="size-4" /> Profile Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.RadioGroup value={choice} onValueChange={(v) => choose(v as ThemeChoice)}>
            {themes.map(({ value, label, icon: Icon }) => (
              <DropdownMenu.RadioItem key={value} value={value} className={item}>
                <Icon aria-hidden className="size-4" /> {label}
                <DropdownMenu.ItemIndicator className="ml-auto">
                  <Check aria-hidden className="size-4" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={item} onSelect={onSignOut}>
            <LogOut aria-hidden className="size-4" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
