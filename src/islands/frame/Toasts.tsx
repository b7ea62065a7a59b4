import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { $toastQueue, takeToasts, type ToastRequest } from '#stores/toasts.ts';
import { MAX_TOASTS } from '#styles/tokens.ts';
import { t } from '#lib/i18n/index.ts';

/** Distance of the toast stack from the viewport edges: below the 56 px header. */
const TOASTS_TOP_OFFSET = { top: 64, right: 16 };

/** Hands one queued notice to the toast library. */
function show(request: ToastRequest): void {
  const options = {
    id: request.id,
    description: request.description ? t(request.description, request.params) : undefined,
  };
  const title = t(request.title, request.params);
  if (request.kind === 'success') toast.success(title, options);
  else if (request.kind === 'error') toast.error(title, options);
  else toast(title, options);
}

/** The toast area island: top right, at most 10 visible, fed by the $toastQueue store. */
export function Toasts() {
  useEffect(() => {
    const drain = () => takeToasts().forEach(show);
    drain();
    return $toastQueue.listen(drain);
  }, []);
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
