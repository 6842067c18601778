import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  emptyObject,
  getAtPath,
  pathKey,
  type FieldPath,
  type FieldSpec,
} from '@/lib/editor/client/schemaForm';
import { DATA_FORM_WORDS } from '@/lib/editor/client/words/dataForm';
import { useEditorLanguage } from '@/hooks/editor/useEditorLanguage';
import { moveItem } from '@/lib/model/content/pageState';
import { translateLabel } from '@/lib/model/content/siteChangesText';
import { ImageField } from './ImageField';
import { TranslationMarkNote, type FieldMarks } from './TranslationMarkNote';

interface FormProps {
  fields: FieldSpec[];
  value: unknown;
  errors: Map<string, string>;
  onChange: (path: FieldPath, value: unknown) => void;
  /** The section's out-of-date translated fields by path, each shown under its field. */
  marks?: FieldMarks;
}

/**
 * A form generated from a component's schema; each field shows its own validation message. The
 * schemas' titles are English; the form shows them in the editor's language.
 */
export function DataForm({ fields, value, errors, onChange, marks }: FormProps) {
  return <Fields fields={fields} path={[]} value={value} errors={errors} onChange={onChange} marks={marks} />;
}

function Fields({ fields, path, value, errors, onChange, marks }: FormProps & { path: FieldPath }) {
  return fields.map((field) => (
    <Field
      key={field.key}
      field={field}
      path={[...path, field.key]}
      value={value}
      errors={errors}
      onChange={onChange}
      marks={marks}
    />
  ));
}

interface FieldProps {
  field: FieldSpec;
  path: FieldPath;
  value: unknown;
  errors: Map<string, string>;
  onChange: (path: FieldPath, value: unknown) => void;
  marks: FieldMarks | undefined;
}

function Field(props: FieldProps) {
  const { field, path, marks } = props;
  // A leaf's own mark under it; an image's parts' marks under the image.
  const keys =
    field.kind === 'image'
      ? ['src', 'alt', 'focus'].map((part) => pathKey([...path, part]))
      : field.kind === 'object' || field.kind === 'list'
        ? []
        : [pathKey(path)];
  return (
    <>
      <FieldInput {...props} />
      {marks &&
        keys.map((key) => {
          const mark = marks.byField.get(key);
          return mark && <TranslationMarkNote key={key} mark={mark} onKeep={marks.onKeep} />;
        })}
    </>
  );
}

function FieldInput({ field, path, value, errors, onChange, marks }: FieldProps) {
  const locale = useEditorLanguage();
  const w = DATA_FORM_WORDS[locale];
  const title = translateLabel(field.title, locale);
  const current = getAtPath(value, path);
  const error = errors.get(pathKey(path));
  switch (field.kind) {
    case 'text':
    case 'link':
    case 'longText':
      return (
        <TextField
          label={title}
          value={typeof current === 'string' ? current : ''}
          onChange={(event) => onChange(path, event.target.value)}
          required={field.required}
          error={Boolean(error)}
          helperText={
            error ??
            (field.kind === 'link' ? w.linkHint : field.kind === 'longText' ? w.longTextHint : undefined)
          }
          multiline={field.kind === 'longText'}
          minRows={field.kind === 'longText' ? 3 : undefined}
          fullWidth
          size="small"
          sx={{ mb: 2 }}
        />
      );
    case 'select':
      return (
        <TextField
          select
          label={title}
          value={typeof current === 'string' ? current : ''}
          onChange={(event) => onChange(path, event.target.value)}
          error={Boolean(error)}
          helperText={error}
          fullWidth
          size="small"
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ mb: 2 }}
        >
          {field.options.map((option) => (
            <option key={option} value={option}>
              {w.option(option)}
            </option>
          ))}
        </TextField>
      );
    case 'imageSrc':
      return (
        <ImageField
          label={title}
          value={typeof current === 'string' ? current : ''}
          error={error}
          onChange={(src) => onChange(path, src)}
        />
      );
    case 'image': {
      const image = (current ?? {}) as { src?: string };
      return (
        <ImageField
          label={title}
          value={image.src ?? ''}
          error={errors.get(pathKey([...path, 'src'])) ?? error}
          onChange={(src) => onChange([...path, 'src'], src)}
          described
        />
      );
    }
    case 'object':
      return (
        <Box
          component="fieldset"
          sx={{ border: '1px solid #c9d4dc', borderRadius: 1, p: 1.5, pt: 0.5, mb: 2 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
            {title}
          </Typography>
          {field.optional && (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={current !== undefined}
                  onChange={(event) =>
                    onChange(path, event.target.checked ? emptyObject(field.fields) : undefined)
                  }
                />
              }
              label={w.show(title)}
            />
          )}
          {current !== undefined && (
            <Box sx={{ mt: 1 }}>
              <Fields
                fields={field.fields}
                path={path}
                value={value}
                errors={errors}
                onChange={onChange}
                marks={marks}
              />
            </Box>
          )}
        </Box>
      );
    case 'list': {
      const items = Array.isArray(current) ? current : [];
      return (
        <Box
          component="fieldset"
          sx={{ border: '1px solid #c9d4dc', borderRadius: 1, p: 1.5, pt: 0.5, mb: 2 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
            {title} ({items.length})
          </Typography>
          {items.map((_item, index) => {
            const itemPath = [...path, index];
            const itemLabel = w.itemLabel(title, index + 1);
            return (
              <Box
                key={index}
                role="group"
                aria-label={itemLabel}
                sx={{ borderTop: index > 0 ? '1px solid #e1e8ed' : 0, pt: 1.5, mt: index > 0 ? 1.5 : 0.5 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                  <Typography sx={{ fontWeight: 600, fontSize: '0.875rem' }}>{w.item(index + 1)}</Typography>
                  <Box>
                    <IconButton
                      size="small"
                      aria-label={w.moveUp(itemLabel)}
                      disabled={index === 0}
                      onClick={() => onChange(path, moveItem(items, index, index - 1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={w.moveDown(itemLabel)}
                      disabled={index === items.length - 1}
                      onClick={() => onChange(path, moveItem(items, index, index + 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={w.remove(itemLabel)}
                      disabled={items.length <= field.min}
                      onClick={() =>
                        onChange(
                          path,
                          items.filter((_entry, at) => at !== index),
                        )
                      }
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Box>
                </Box>
                <Fields
                  fields={field.item}
                  path={itemPath}
                  value={value}
                  errors={errors}
                  onChange={onChange}
                  marks={marks}
                />
              </Box>
            );
          })}
          {error && <FormHelperText error>{error}</FormHelperText>}
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={items.length >= field.max}
            onClick={() => onChange(path, [...items, emptyObject(field.item)])}
            sx={{ mt: 1 }}
          >
            {w.add(title)}
          </Button>
        </Box>
      );
    }
  }
}
