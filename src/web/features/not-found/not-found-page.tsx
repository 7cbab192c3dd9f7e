import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-sm text-muted-foreground">There is nothing at {location.pathname}.</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </main>
  );
}
