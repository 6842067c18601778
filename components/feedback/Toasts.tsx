import { ToastContainer } from 'react-toastify';

const isAltT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** The toast container with the spec's settings (section 9). */
export default function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggable="touch"
      draggablePercent={80}
      theme="light"
      hotKeys={isAltT}
    />
  );
}
