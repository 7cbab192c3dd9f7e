import { NotFoundState } from '../../components/ui/not-found-state.tsx';

export function ConnectionNotFound() {
  return (
    <NotFoundState
      title="Connection not found"
      description="The connection you are looking for does not exist."
      backTo="/connections"
      backLabel="Return to Connections"
    />
  );
}
