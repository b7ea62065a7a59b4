import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { $toastQueue, takeToasts, type ToastRequest } from '../../stores/toasts.ts';
import { MAX_TOASTS } from '../../lib/domain/constants.ts';
import { t } from '../../lib/i18n/index.ts';

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
  return <Toaster position="top-right" visibleToasts={MAX_TOASTS} theme="dark" richColors closeButton />;
}
