import { NotFoundState } from '../../components/ui/not-found-state.tsx';

export function EntryNotFound() {
  return (
    <NotFoundState
      title="Activity not found"
      description="The activity you are looking for does not exist."
      backTo="/dashboard"
      backLabel="Return to Activities"
    />
  );
}
