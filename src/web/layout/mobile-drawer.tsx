import { Dialog, SheetContent } from '../components/ui/dialog.tsx';
import { SidebarNav } from './sidebar.tsx';

/** The sidebar as a drawer on narrow screens: its own chunk, since Radix Dialog is not needed to paint. */
export default function MobileDrawer({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Menu">
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Dialog>
  );
}
