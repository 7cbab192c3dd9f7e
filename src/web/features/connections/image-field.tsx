import { ImageUp, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { CONNECTION_LIMITS } from '../../../shared/schemas/connections.ts';
import { Button } from '../../components/ui/button.tsx';
import { FieldError, Input, Label } from '../../components/ui/input.tsx';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];

/** A quick check before upload; the server checks the bytes themselves again. */
export function imageFileProblem(file: File): string | undefined {
  if (!accepted.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  if (file.size > CONNECTION_LIMITS.imageBytes) return 'Choose an image of at most 2 MB.';
  return undefined;
}

/** The connection's image: upload a file or give an https:// address, with a preview. */
export function ImageField({
  url,
  urlError,
  file,
  onUrl,
  onFile,
}: {
  url: string;
  urlError?: string;
  file: File | undefined;
  onUrl: (url: string) => void;
  onFile: (file: File | undefined) => void;
}) {
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file) return setPreview(undefined);
    const objectUrl = URL.createObjectURL(file);
    setPreview(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const shown = preview ?? (url || undefined);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">Image</legend>
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          <img src={shown} alt="Chosen" className="size-16 rounded-full border object-cover" />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-full border border-dashed text-muted-foreground">
            <ImageUp aria-hidden className="size-6" />
          </span>
        )}
        <div className="flex flex-col gap-1">
          <Label htmlFor="connection-image-file">Upload an image (JPEG, PNG or WebP, at most 2 MB)</Label>
          <input
            id="connection-image-file"
            type="file"
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            className="text-sm file:mr-3 file:cursor-pointer file:rounded-lg file:border file:bg-card file:px-3 file:py-1.5"
            aria-describedby={fileError ? 'connection-image-file-error' : undefined}
            onChange={(e) => {
              const picked = e.target.files?.[0];
              const problem = picked && imageFileProblem(picked);
              setFileError(problem);
              onFile(problem ? undefined : picked);
              if (problem) e.target.value = '';
            }}
          />
          <FieldError id="connection-image-file-error" message={fileError} />
        </div>
        {shown && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onFile(undefined);
              onUrl('');
            }}
          >
            <X aria-hidden /> Remove image
          </Button>
        )}
      </div>
      {!file && (
        <div className="flex flex-col gap-1">
          <Label htmlFor="connection-image-url">Or an image address</Label>
          <Input
            id="connection-image-url"
            type="url"
            placeholder="https://..."
            value={url.startsWith('/api/') ? '' : url}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? 'connection-image-url-error' : undefined}
            onChange={(e) => onUrl(e.target.value)}
          />
          <FieldError id="connection-image-url-error" message={urlError} />
        </div>
      )}
    </fieldset>
  );
}
