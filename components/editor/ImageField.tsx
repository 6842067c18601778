import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { toast } from '@/lib/browser/toast';
import { UPLOAD_RULES } from '@/lib/editor/contract/uploadRules';
import { editorApi, fileToBase64, type UploadedImage } from '@/lib/editor/client/apiClient';
import { rejectionMessage, type DropzoneRules } from '@/lib/editor/client/dropzoneMessages';
import { IMAGE_FIELD_WORDS } from '@/lib/editor/client/words/imageField';
import { useEditorLanguage } from '@/hooks/editor/useEditorLanguage';
import { useEditorMediaLibrary } from '@/hooks/editor/useMediaLibrary';
import { LOCALES } from '@/lib/model/i18n/locales';

interface ImageFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (src: string) => void;
  /** A photo of the media library: its descriptions are shown under it (not the logo). */
  described?: boolean;
}

const RULES: DropzoneRules = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] },
  minSize: UPLOAD_RULES.minBytes,
  maxSize: UPLOAD_RULES.maxBytes,
};

/**
 * An image of the site: pick one of the site's images, or drop a new JPG, PNG or WebP to upload it
 * (it gets a safe name, lands in public/images and is optimised). Refused files are listed with
 * the drop zone's messages ("File type must be ...", "File is larger than N bytes", ...).
 */
export function ImageField({ label, value, error, onChange, described = false }: ImageFieldProps) {
  const locale = useEditorLanguage();
  const entry = useEditorMediaLibrary()[value];
  const w = IMAGE_FIELD_WORDS[locale];
  const labelId = useId();
  const descriptionsId = useId();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const image = await editorApi.uploadImage(file.name, file.type, await fileToBase64(file));
      onChange(image.src);
      toast.success(w.uploaded(image.src));
    } catch (caught) {
      toast.error(w.uploadFailed(caught instanceof Error ? caught.message : String(caught)));
    } finally {
      setUploading(false);
    }
  };

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: RULES.accept as Record<string, string[]>,
    maxSize: RULES.maxSize,
    minSize: RULES.minSize,
    maxFiles: 1,
    multiple: false,
    disabled: uploading,
    onDrop: (accepted, refused) => {
      setRejections(refused);
      const [file] = accepted;
      if (file) void upload(file);
    },
  });

  const openPicker = async () => {
    setPickerOpen(true);
    try {
      setImages((await editorApi.images()).images);
    } catch (caught) {
      toast.error(w.listFailed(String(caught)));
    }
  };

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2 }}>
      <Typography id={labelId} sx={{ fontWeight: 600, fontSize: '0.9375rem', mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        {value ? (
          // A plain img: the editor shows uploads at once, before the loader's manifest reloads.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={value} alt="" width={96} height={64} style={{ objectFit: 'cover', borderRadius: 6 }} />
        ) : (
          <Box sx={{ width: 96, height: 64, bgcolor: '#dde6ec', borderRadius: 1.5 }} />
        )}
        <Box>
          <Typography sx={{ fontSize: '0.8125rem', wordBreak: 'break-all' }} data-testid="image-src">
            {value || w.noImage}
          </Typography>
          <Button
            size="small"
            variant="outlined"
            startIcon={<PhotoLibraryIcon />}
            onClick={openPicker}
            sx={{ mt: 0.5 }}
          >
            {w.chooseSiteImage}
          </Button>
        </Box>
      </Box>
      <Box
        {...getRootProps({ role: 'button', 'aria-label': w.uploadFor(label) })}
        sx={{
          mt: 1,
          p: 2,
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.main' : '#9fb2c0',
          borderRadius: 1.5,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: isDragActive ? '#e3edf4' : 'transparent',
          '&:focus-visible': { outline: '3px solid #24527a' },
        }}
      >
        <CloudUploadIcon aria-hidden="true" />
        <Typography sx={{ fontSize: '0.875rem' }}>{uploading ? w.uploading : w.dropHere}</Typography>
      </Box>
      {/* Beside the drop zone, not in it: a file input inside a role=button is a nested control. */}
      <input {...getInputProps()} />
      {rejections.length > 0 && (
        <Box role="alert" data-testid="upload-rejections" sx={{ mt: 1 }}>
          {rejections.map((rejection) => (
            <FormHelperText key={rejection.file.name} error>
              {rejection.file.name}:{' '}
              {rejection.errors
                .map((problem) => rejectionMessage(problem.code, RULES, problem.message, locale))
                .join('; ')}
            </FormHelperText>
          ))}
        </Box>
      )}
      {described && value !== '' && (
        <Box sx={{ mt: 1, fontSize: '0.8125rem' }}>
          <Typography id={descriptionsId} sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
            {w.descriptions}
          </Typography>
          <Box component="dl" aria-labelledby={descriptionsId} sx={{ m: 0 }}>
            {LOCALES.map((language) => (
              <Box key={language} sx={{ display: 'flex', gap: 0.75 }}>
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {w.language(language)}:
                </Box>
                <Box
                  component="dd"
                  sx={{ m: 0, color: entry?.decorative || entry?.alt[language] ? 'inherit' : '#9a3412' }}
                  data-testid={`image-alt-${language}`}
                >
                  {entry?.decorative ? w.decorative : entry?.alt[language] || w.undescribed}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Dialog open={pickerOpen} onClose={() => setPickerOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>{w.pickerTitle}</DialogTitle>
        <DialogContent>
          <Box
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}
          >
            {images.map((image) => (
              <Box
                key={image.src}
                component="button"
                type="button"
                onClick={() => {
                  onChange(image.src);
                  setPickerOpen(false);
                }}
                aria-pressed={image.src === value}
                sx={{
                  p: 0.5,
                  border: '2px solid',
                  borderColor: image.src === value ? 'primary.main' : 'transparent',
                  bgcolor: '#f4f7f9',
                  borderRadius: 1,
                  cursor: 'pointer',
                  font: 'inherit',
                  fontSize: '0.75rem',
                  textAlign: 'left',
                }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={image.src}
                  alt=""
                  width={150}
                  height={100}
                  style={{ width: '100%', height: 100, objectFit: 'cover' }}
                />
                {image.src.replace('/images/', '')}
              </Box>
            ))}
          </Box>
        </DialogContent>
      </Dialog>
    </Box>
  );
}
