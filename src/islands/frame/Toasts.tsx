import { useEffect, useState } from 'react';
import { $toastQueue, takeToasts, type ToastRequest } from '#stores/toasts.ts';
import { MAX_TOASTS } from '#styles/tokens.ts';
import { t } from '#lib/i18n/index.ts';

/** Distance of the toast stack from the viewport edges: below the 56 px header. */
const TOASTS_TOP_OFFSET = { top: 64, right: 16 };

/** The toast library, loaded with the first notice: most page views never show one, so it stays off the page. */
type Sonner = typeof import('sonner');

/** Hands one queued notice to the toast library. */
function show(toast: Sonner['toast'], request: ToastRequest): void {
  const options = {
    id: request.id,
    description: request.description ? t(request.description, request.params) : undefined,
  };
  const title = t(request.title, request.params);
  if (request.kind === 'success') toast.success(title, options);
  else if (request.kind === 'error') toast.error(title, options);
  else toast(title, options);
}

/**
 * The toast area island: top right, at most 10 visible, fed by the $toastQueue store. The toast library loads when
 * the first notice is queued; notices wait in the queue until its Toaster has mounted (its effects run before ours).
 */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => {
    if (sonner) return;
    let asked = false;
    const load = () => {
      if (asked || $toastQueue.get().length === 0) return;
      asked = true;
      import('sonner').then(setSonner, () => (asked = false));
    };
    load();
    return $toastQueue.listen(load);
  }, [sonner]);
  useEffect(() => {
    if (!sonner) return;
    const drain = () => takeToasts().forEach((request) => show(sonner.toast, request));
    drain();
    return $toastQueue.listen(drain);
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // Offset below the sticky header so notices never cover its buttons.
  return (
    <Toaster
      position="top-right"
      offset={TOASTS_TOP_OFFSET}
      visibleToasts={MAX_TOASTS}
      theme="dark"
      richColors
      closeButton
    />
  );
}
