import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Connection } from '../../../shared/schemas/connections.ts';
import { createConnection, updateConnection, uploadConnectionImage } from '../../api/connections.ts';
import { errorMessage } from '../../api/http.ts';
import { useInvalidate } from '../../api/invalidation.ts';
import { toast } from '../../lib/toast.ts';
import { toastPlanLimit } from '../billing/plan-limit.ts';
import type { ConnectionBody } from './connection-form-model.ts';

export interface SaveInput {
  body: Omit<ConnectionBody, 'image_url'> & { image_url?: string | null };
  /** A picked file, uploaded once the connection is saved. */
  image?: File;
}

/** Creates or updates a connection (and uploads its image), says so, and opens its page. */
export function useSaveConnection(id?: string) {
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ body, image }: SaveInput): Promise<Connection> => {
      const saved = id ? await updateConnection(id, body) : await createConnection(body);
      if (!image) return saved;
      try {
        return await uploadConnectionImage(saved.id, image);
      } catch (error) {
        toast.error('The image could not be saved', { description: errorMessage(error) });
        return saved;
      }
    },
    onSuccess: async (saved) => {
      toast.success(id ? 'Connection updated' : 'Connection created');
      await invalidate('connections');
      navigate(`/connections/${saved.id}`);
    },
    onError: (error) =>
      toastPlanLimit(error) ||
      toast.error(id ? 'Could not update the connection' : 'Could not create the connection', {
        description: errorMessage(error),
      }),
  });
}
