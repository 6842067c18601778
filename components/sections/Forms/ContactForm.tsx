import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { buttonSx } from '@/components/site/ButtonLink';
import { SiteLink } from '@/components/site/SiteLink';
import { toast } from '@/lib/browser/toast';
import { useEnquiryForm, useEnquiryLocale } from '@/hooks/useEnquiryForm';
import { ENQUIRY_ENDPOINT } from '@/lib/model/enquiry/endpoint';
import { VISIT_FIELDS } from '@/lib/model/enquiry/visit';
import {
  consentLabel,
  enquiryField,
  enquiryTexts,
  interestOptions,
  type EnquiryInputType,
  type VisibleEnquiryField,
} from '@/lib/model/enquiry/fields';
import { dateInWords } from '@/lib/model/i18n/dates';
import { ENQUIRY_FORM_MESSAGES } from '@/lib/model/enquiry/messages';
import { PHONE, PHONE_DISPLAY } from '@/lib/model/site/config';
import { theme } from '@/theme/theme';
import { COLORS } from '@/theme/constants';
import { visuallyHidden } from '@/theme/visuallyHidden';
import { SectionShell } from '../SectionShell';
import type { ContactFormData } from './ContactForm.schema';

// The form sits on a white card: dark text there (the site theme's primary text is white).
const formTheme = createTheme(theme, {
  palette: { text: { primary: '#10202e', secondary: '#3d4a56' }, primary: { main: COLORS.paper } },
});

const up = theme.breakpoints.up;

/** The field types given to the input as its `type` (a text input's is the default). */
const INPUT_TYPES: ReadonlySet<EnquiryInputType> = new Set(['email', 'tel', 'date']);

/**
 * Forms/ContactForm: the travel enquiry, validated with the shared schema and posted as JSON. Its
 * exported HTML is a working form on its own: before hydration, or without JavaScript, the browser
 * posts it to the same endpoint, which answers with the thank-you page or the form with messages.
 */
export default function ContactForm({ data }: { data: ContactFormData }) {
  // The page's language: the labels, the messages, and the language the enquiry says it is in.
  const locale = useEnquiryLocale();
  const messages = ENQUIRY_FORM_MESSAGES[locale];
  const texts = enquiryTexts(locale);
  const consent = consentLabel(locale);
  const form = useEnquiryForm({
    locale,
    onSent: () => toast.success(data.successMessage),
    onFailed: () => toast.error(messages.failedToast(PHONE_DISPLAY[locale])),
  });
  const { draft, errors, status, takeOverChecks } = form;

  // Label, type, autocomplete and whether it is required come from lib/model/enquiry/fields.ts.
  const field = (name: VisibleEnquiryField, { helperText, ...props }: TextFieldProps = {}) => {
    const spec = enquiryField(name, locale);
    return (
      <TextField
        // Fixed ids: the form hydrates in a root of its own, where generated ids would differ from the export's.
        id={`enquiry-${name}`}
        name={name}
        label={spec.label}
        value={draft[name]}
        onChange={form.onChange}
        error={Boolean(errors[name])}
        // A message about the field replaces its help.
        helperText={errors[name] ?? helperText}
        fullWidth
        required={spec.required || undefined}
        type={INPUT_TYPES.has(spec.type) ? spec.type : undefined}
        autoComplete={spec.autoComplete}
        placeholder={spec.placeholder}
        {...props}
      />
    );
  };

  return (
    <SectionShell
      eyebrow={data.eyebrow}
      heading={data.heading}
      intro={data.intro}
      headingId="enquiry-heading"
    >
      <ThemeProvider theme={formTheme}>
        <Box
          component="form"
          // Sent before its script runs, or without JavaScript, the form is an ordinary post to the
          // receiver: the details go in a request body, never into an address (history, logs).
          action={ENQUIRY_ENDPOINT}
          method="post"
          // The boot script (lib/browser/boot.js) fills the hidden fields of this form.
          data-enquiry-form=""
          // Until this code runs the browser's own checks hold an invalid enquiry in the page; then
          // the form's messages take over (useEnquiryForm's takeOverChecks sets novalidate).
          ref={takeOverChecks}
          onSubmit={form.onSubmit}
          aria-label={messages.formLabel}
          sx={{
            bgcolor: '#ffffff',
            color: '#10202e',
            borderRadius: 2,
            p: 3,
            [up('sm')]: { p: 5 },
            maxWidth: 900,
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: '1fr',
            [up('sm')]: { p: 5, gridTemplateColumns: '1fr 1fr' },
            '& .full': { gridColumn: '1 / -1' },
          }}
        >
          {field('name')}
          {field('email')}
          {field('phone')}
          {field('interest', {
            select: true,
            slotProps: { select: { native: true }, inputLabel: { shrink: true } },
            children: [
              <option key="" value="" disabled>
                {texts.chooseOne}
              </option>,
              // English values in every language: the office's inbox and CSV do not mix languages.
              ...interestOptions(locale).map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              )),
            ],
          })}
          {/* Under each date, the day in words in the page's language: the field itself shows it in
              the browser's format, mm/dd/yyyy in an English browser on a Polish page. */}
          {field('arrival', {
            helperText: dateInWords(draft.arrival, locale),
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field('departure', {
            helperText: dateInWords(draft.departure, locale),
            // The browser's calendar offers no day before the arrival.
            slotProps: { inputLabel: { shrink: true }, htmlInput: { min: draft.arrival || undefined } },
          })}
          {field('message', {
            multiline: true,
            // A fixed height: an auto-growing field measures itself in the browser, so it would jump when the
            // form's code arrives.
            rows: 5,
            className: 'full',
          })}
          <Box className="full">
            <FormControlLabel
              control={
                <Checkbox
                  name="consent"
                  checked={draft.consent}
                  onChange={form.onChange}
                  slotProps={{
                    input: {
                      required: true,
                      'aria-invalid': Boolean(errors.consent),
                      'aria-describedby': errors.consent ? 'consent-error' : undefined,
                    },
                  }}
                />
              }
              label={
                <>
                  {consent.before}
                  <SiteLink href={consent.link.href}>{consent.link.text}</SiteLink>
                  {`${consent.after}${texts.requiredMark}`}
                </>
              }
              sx={{
                alignItems: 'flex-start',
                '& .MuiCheckbox-root': { mt: -0.75 },
                '& a': { color: COLORS.paper, fontWeight: 700 },
              }}
            />
            {errors.consent && (
              <FormHelperText id="consent-error" error>
                {errors.consent}
              </FormHelperText>
            )}
          </Box>
          {/* The honeypot: hidden from people and from assistive technology; bots fill it in. */}
          <Box aria-hidden="true" sx={visuallyHidden}>
            <label>
              {messages.honeypotLabel}
              <input
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={draft.website}
                onChange={form.onChange}
              />
            </label>
          </Box>
          {/* Filled by the boot script when the form is first used, and by the form's code; never
              by React (no value prop), so hydration leaves what the boot script wrote. */}
          <input type="hidden" name="idempotencyKey" />
          {VISIT_FIELDS.map((name) => (
            <input key={name} type="hidden" name={name} />
          ))}
          {/* Written by the boot script as the form is sent: ms from its first use, for the spam
              score, and the privacy choice it was sent under. */}
          <input type="hidden" name="formMs" />
          <input type="hidden" name="privacy" />
          {/* The language the receiver answers in (its messages, its thank-you page) and stores. */}
          <input type="hidden" name="locale" value={locale} />
          <Box className="full" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Box
              component="button"
              type="submit"
              disabled={status === 'sending'}
              sx={[
                { font: 'inherit', cursor: 'pointer' },
                buttonSx(),
                {
                  '&:disabled': {
                    cursor: 'default',
                    color: 'rgba(0, 0, 0, 0.38)',
                    backgroundColor: 'rgba(0, 0, 0, 0.12)',
                  },
                },
              ]}
            >
              {status === 'sending' ? messages.sending : data.submitLabel}
            </Box>
            <Box component="span" sx={{ fontSize: '0.9375rem', color: '#3d4a56' }}>
              {texts.requiredNote}
            </Box>
          </Box>
          <Box className="full" role="status" aria-live="polite">
            {status === 'sent' && <Alert severity="success">{data.successMessage}</Alert>}
            {status === 'failed' && (
              <Alert severity="error">
                {messages.failedAlert.before}
                <a href={`tel:${PHONE.e164}`}>{PHONE_DISPLAY[locale]}</a>
                {messages.failedAlert.after}
              </Alert>
            )}
          </Box>
        </Box>
      </ThemeProvider>
    </SectionShell>
  );
}
