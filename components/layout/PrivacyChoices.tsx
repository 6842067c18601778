import GlobalStyles from '@mui/system/GlobalStyles';
import { PRIVACY_CHOICES_ID, PRIVACY_CHOSEN_ATTRIBUTE } from '@/lib/model/consent/consent';
import type { Locale } from '@/lib/model/i18n/locales';
import { MESSAGES } from '@/lib/model/site/messages';
import { COLORS } from '@/theme/constants';

/**
 * The visitor's privacy choice (lib/model/consent/consent.ts), asked at first paint on the site's
 * pages (SiteLayout, right after the skip link, so that the keyboard reaches it first): plain HTML
 * with no handler of React's, so that it works the same before, without and after the app's
 * scripts. It is a non-modal <dialog> fixed to the bottom of the window (nothing moves when it
 * shows or goes: no layout shift). Its buttons close it on their own (method="dialog"); the boot script
 * remembers what was pressed. Without JavaScript nothing is stored either way, so a press only
 * closes it. "Accept" and "Reject" look the same and stand side by side.
 */
export function PrivacyChoices({ locale }: { locale: Locale }) {
  const w = MESSAGES[locale].privacy;
  const titleId = `${PRIVACY_CHOICES_ID}-title`;
  return (
    <aside aria-label={w.region} className="privacy-choices">
      <GlobalStyles styles={STYLE} />
      <dialog id={PRIVACY_CHOICES_ID} open aria-labelledby={titleId}>
        <form method="dialog">
          <h2 id={titleId}>{w.title}</h2>
          <p>
            {w.body.map((part) =>
              typeof part === 'string' ? (
                part
              ) : (
                <a key={part.href} href={part.href}>
                  {part.text}
                </a>
              ),
            )}
          </p>
          <details>
            <summary>{w.choose}</summary>
            <fieldset>
              <legend>{w.choose}</legend>
              <label>
                <input type="checkbox" name="measurement" value="1" />
                <span>
                  <strong>{w.measurement.label}</strong> {w.measurement.hint}
                </span>
              </label>
              <label>
                <input type="checkbox" name="advertising" value="1" />
                <span>
                  <strong>{w.advertising.label}</strong> {w.advertising.hint}
                </span>
              </label>
              <button type="submit" value="save">
                {w.save}
              </button>
            </fieldset>
          </details>
          <div className="privacy-choices-answers">
            <button type="submit" value="reject">
              {w.reject}
            </button>
            <button type="submit" value="accept">
              {w.accept}
            </button>
          </div>
        </form>
      </dialog>
    </aside>
  );
}

/** Its own few rules, in the head with the page's (emotion's GlobalStyles): white on the footer's ink is 13:1, ink on white the same. */
const STYLE = `
html[${PRIVACY_CHOSEN_ATTRIBUTE}] #${PRIVACY_CHOICES_ID}{display:none}
#${PRIVACY_CHOICES_ID}{position:fixed;left:0;right:0;bottom:0;z-index:1400;box-sizing:border-box;width:100%;max-width:760px;max-height:85vh;overflow:auto;margin:0 auto;padding:14px 15px 16px;border:0;border-top:3px solid ${COLORS.gold};background:${COLORS.ink};color:#fff;box-shadow:0 -4px 18px rgba(0,0,0,.35);font:inherit;font-size:.9375rem;line-height:1.45}
#${PRIVACY_CHOICES_ID} h2{margin:0 0 4px;font-size:1.125rem;line-height:1.3}
#${PRIVACY_CHOICES_ID} p{margin:0 0 8px}
#${PRIVACY_CHOICES_ID} a{color:${COLORS.gold}}
#${PRIVACY_CHOICES_ID} summary{display:inline-flex;align-items:center;min-height:44px;cursor:pointer;text-decoration:underline;color:${COLORS.gold}}
#${PRIVACY_CHOICES_ID} fieldset{margin:0 0 10px;padding:0;border:0;display:grid;gap:8px}
#${PRIVACY_CHOICES_ID} legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
#${PRIVACY_CHOICES_ID} label{display:flex;gap:10px;align-items:flex-start}
#${PRIVACY_CHOICES_ID} input{width:22px;height:22px;margin:2px 0 0;flex:none;accent-color:${COLORS.gold}}
#${PRIVACY_CHOICES_ID} button{min-height:44px;padding:8px 18px;border:2px solid #fff;border-radius:8px;background:#fff;color:${COLORS.ink};font:inherit;font-weight:700;cursor:pointer}
#${PRIVACY_CHOICES_ID} fieldset button{justify-self:start}
.privacy-choices-answers{display:flex;gap:10px}
.privacy-choices-answers button{flex:1 1 0}
#${PRIVACY_CHOICES_ID} :focus-visible{outline:3px solid ${COLORS.gold};outline-offset:2px}
`;
