import { requestToastContainer } from './toastContainer';

type ToastKind = 'success' | 'error';

/** Shows a toast: react-toastify's code and container load with the first one. */
function show(kind: ToastKind, message: string): void {
  requestToastContainer();
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

/** The site's toasts (react-toastify, with the spec's container settings in Toasts.tsx). */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
