import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import NextLink from 'next/link';
import { toast } from '@/lib/client/toast';
import { useEnquiryForm } from '@/hooks/useEnquiryForm';
import { TRAVEL_INTERESTS, type EnquiryField } from '@/lib/enquiry/schema';
import { PHONE } from '@/lib/site/config';
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

/** Forms/ContactForm: the travel enquiry, validated with the shared schema and posted as JSON. */
export default function ContactForm({ data }: { data: ContactFormData }) {
  const form = useEnquiryForm({
    onSent: () => toast.success(data.successMessage),
    onFailed: () =>
      toast.error(
        `We could not send your enquiry. Your text is still here: please try again, or call us at ${PHONE.display}.`,
      ),
  });
  const { draft, errors, status } = form;

  const field = (name: EnquiryField, label: string, props: TextFieldProps = {}) => (
    <TextField
      // Fixed ids: the form hydrates in a root of its own, where generated ids would differ from the export's.
      id={`enquiry-${name}`}
      name={name}
      label={label}
      value={draft[name as keyof typeof draft]}
      onChange={form.onChange}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? props.helperText}
      fullWidth
      {...props}
    />
  );

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
          // Should the form be sent before its script runs, the visitor's details go in a request
          // body, never into an address (history, logs); the script always sends it itself.
          method="post"
          noValidate
          onSubmit={form.onSubmit}
          aria-label="Travel enquiry"
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
          {field('name', 'Full name', { required: true, autoComplete: 'name' })}
          {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
          {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
          {field('interest', 'Travel interest', {
            required: true,
            select: true,
            slotProps: { select: { native: true }, inputLabel: { shrink: true } },
            children: [
              <option key="" value="" disabled>
                Choose one
              </option>,
              ...TRAVEL_INTERESTS.map((interest) => (
                <option key={interest} value={interest}>
                  {interest}
                </option>
              )),
            ],
          })}
          {field('arrival', 'Arrival (optional)', {
            type: 'date',
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field('departure', 'Departure (optional)', {
            type: 'date',
            slotProps: { inputLabel: { shrink: true } },
          })}
          {field('message', 'Your message', {
            required: true,
            multiline: true,
            // A fixed height: an auto-growing field measures itself in the browser, so it would jump when the
            // form's code arrives.
            rows: 5,
            className: 'full',
            placeholder: 'Who is travelling, what you would like to do, and anything we should know.',
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
                      'aria-invalid': Boolean(errors.consent),
                      'aria-describedby': errors.consent ? 'consent-error' : undefined,
                    },
                  }}
                />
              }
              label={
                <>
                  I have read the <NextLink href="/privacy-policy">privacy policy</NextLink> and agree that
                  Hidden Gems Malta uses my details to answer this enquiry. *
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
              Website
              <input
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={draft.website}
                onChange={form.onChange}
              />
            </label>
          </Box>
          <Box className="full" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button type="submit" disabled={status === 'sending'}>
              {status === 'sending' ? 'Sending…' : data.submitLabel}
            </Button>
            <Box component="span" sx={{ fontSize: '0.9375rem', color: '#3d4a56' }}>
              * required
            </Box>
          </Box>
          <Box className="full" role="status" aria-live="polite">
            {status === 'sent' && <Alert severity="success">{data.successMessage}</Alert>}
            {status === 'failed' && (
              <Alert severity="error">
                We could not send your enquiry. Everything you typed is still here: please try again, or call
                us at <a href={`tel:${PHONE.e164}`}>{PHONE.display}</a>.
              </Alert>
            )}
          </Box>
        </Box>
      </ThemeProvider>
    </SectionShell>
  );
}
