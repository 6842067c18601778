import Box from '@mui/material/Box';
import { formatMoney } from '@/lib/model/money/money';
import type { PageResult } from '@/lib/model/measure/pageResults';
import { LOCALE_INFO } from '@/lib/model/i18n/locales';
import { useEditorLanguage, useWords } from '@/hooks/editor/useEditorLanguage';
import { PAGE_PICKER_WORDS } from '@/lib/editor/client/words/pagePicker';

const WIDTH = 90;
const HEIGHT = 22;

/** Views a day as a line, drawn by the server's numbers: no chart library for 30 points. */
function Trend({ trend, label }: { trend: readonly number[]; label: string }) {
  const most = Math.max(1, ...trend);
  const step = trend.length > 1 ? WIDTH / (trend.length - 1) : WIDTH;
  const points = trend
    .map(
      (views, day) => `${(day * step).toFixed(1)},${(HEIGHT - 2 - (views / most) * (HEIGHT - 4)).toFixed(1)}`,
    )
    .join(' ');
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: WIDTH, height: HEIGHT, flex: 'none', color: '#24527a' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </Box>
  );
}

/**
 * A page's figures in the page list: its views over 7 and 30 days, its enquiries, the share of
 * them booked and the booked value, and its views a day as a small line.
 */
export function PageFigures({ result }: { result: PageResult }) {
  const w = useWords(PAGE_PICKER_WORDS);
  const locale = useEditorLanguage();
  const number = new Intl.NumberFormat(LOCALE_INFO[locale].intl);
  const percent = new Intl.NumberFormat(LOCALE_INFO[locale].intl, { style: 'percent' });
  const rate = result.enquiries > 0 ? percent.format(result.bookings / result.enquiries) : '–';
  const value = result.bookedValue.map((money) => formatMoney(money, locale)).join(' + ');
  const first = result.trend[0] ?? 0;
  const last = result.trend[result.trend.length - 1] ?? 0;
  return (
    <Box
      component="span"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: '0.8125rem', color: '#3d4a56' }}
    >
      <span>
        {w.views7}: {number.format(result.views7)} · {w.views30}: {number.format(result.views30)} ·{' '}
        {w.enquiries}: {number.format(result.enquiries)} · {w.booked}: {number.format(result.bookings)} (
        {rate}){value && ` · ${value}`}
      </span>
      <Trend trend={result.trend} label={w.trend(first, last, Math.max(0, ...result.trend))} />
    </Box>
  );
}
