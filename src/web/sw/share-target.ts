/// <reference lib="webworker" />
// The Web Share Target (the manifest's share_target): a link, text or photo shared from another
// app on the phone arrives here as a multipart POST. It is kept in IndexedDB and the editor opens
// with it; a signed-out user signs in first and the editor still finds it there.
import { registerRoute } from 'workbox-routing';
import { SHARE_TARGET } from '../features/share/share-target.ts';
import { keepShared } from '../features/share/shared-inbox.ts';

declare const self: ServiceWorkerGlobalScope;

const field = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_TARGET.action,
  async ({ request }) => {
    const editor = new URL('/create-memento', self.location.origin);
    try {
      const data = await request.formData();
      const id = crypto.randomUUID();
      await keepShared({
        id,
        receivedAt: Date.now(),
        title: field(data, SHARE_TARGET.title),
        text: field(data, SHARE_TARGET.text),
        url: field(data, SHARE_TARGET.url),
        files: data.getAll(SHARE_TARGET.files).filter((f): f is File => f instanceof File),
      });
      editor.searchParams.set(SHARE_TARGET.param, id);
    } catch {
      // A form the worker cannot read or keep (storage full): the editor still opens, empty.
    }
    // 303: the browser follows with a GET, so a reload of the editor never posts the share again.
    return Response.redirect(editor.href, 303);
  },
  'POST',
);
