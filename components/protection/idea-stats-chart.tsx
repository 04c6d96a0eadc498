import { formatDate } from '@/lib/core/format';
import type { IdeaStatsDay } from '@/lib/validation/idea-stats';

const WIDTH = 600;
const HEIGHT = 120;
const TOP = 6;
const STEP = WIDTH / 30;
const BAR = STEP - 4;

const day = (date: string) => formatDate(date, 'en-US', 'UTC');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The period's page views as a small bar chart drawn on the server: a summary for screen readers
 * in its `<title>`, and every day's figures in a table they can read (visually hidden).
 */
export function IdeaStatsChart({ days }: { days: IdeaStatsDay[] }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const busiest = days.reduce((best, d) => (d.views > best.views ? d : best), days[0]!);
  const first = days[0]!.date;
  const last = days[days.length - 1]!.date;
  const summary =
    total === 0
      ? `Page views per day from ${day(first)} to ${day(last)}: none yet.`
      : `Page views per day from ${day(first)} to ${day(last)}: ${plural(total, 'view')} in all, most on ${day(busiest.date)} (${busiest.views}).`;
  return (
    <figure className="mt-6" data-testid="idea-stats-chart">
      <p className="text-xs text-slate-600" aria-hidden="true">
        Top line: {plural(max, 'view')} a day
      </p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-1 h-auto w-full"
        role="img"
        aria-labelledby="idea-stats-chart-title"
      >
        <title id="idea-stats-chart-title">{summary}</title>
        <line x1={0} x2={WIDTH} y1={TOP} y2={TOP} className="stroke-slate-200" strokeDasharray="4 4" />
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-slate-300" strokeWidth={2} />
        {days.map((d, i) => {
          const height = d.views === 0 ? 1 : Math.max(2, (d.views / max) * (HEIGHT - TOP));
          return (
            <rect
              key={d.date}
              x={i * STEP + 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx={2}
              className={d.views === 0 ? 'fill-slate-300' : 'fill-brand-600'}
              data-views={d.views}
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{day(first)}</span>
        <span>{day(last)}</span>
      </div>
      {/* A table grows to its content whatever its width: the wrapper is what stays hidden. */}
      <div className="sr-only">
        <table>
          <caption>Figures per day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Views</th>
              <th scope="col">Saves</th>
              <th scope="col">Access requests</th>
              <th scope="col">Messages</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{day(d.date)}</th>
                <td>{d.views}</td>
                <td>{d.saves}</td>
                <td>{d.requests}</td>
                <td>{d.messages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <figcaption className="mt-1 text-sm text-slate-600">Page views per day (UTC)</figcaption>
    </figure>
  );
}
