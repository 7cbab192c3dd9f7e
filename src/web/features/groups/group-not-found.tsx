import { NotFoundState } from '../../components/ui/not-found-state.tsx';

export function GroupNotFound() {
  return <NotFoundState title="Group not found" backTo="/groups" backLabel="Back to Groups" />;
}
