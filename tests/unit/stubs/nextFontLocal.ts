/** next/font/local outside Next's compiler (unit tests): a font object with the same shape. */
export default function localFont(options: { variable?: string }) {
  return {
    className: 'test-font',
    variable: options.variable ?? '',
    style: { fontFamily: `'Test font${options.variable ?? ''}'` },
  };
}
