import { useId, useState, type DragEvent } from 'react';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { Badge } from '../Badge';
import { Box } from '../Box';
import { FieldError, FieldLabel } from '../Field';
import { FilePicker } from '../FilePicker';
import { IconButton } from '../IconButton';
import { ProductImage } from '../ProductImage';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './ImageUploader.css';

export type ImageUploaderProps = {
  /** What the pictures are, e.g. 'Imágenes del producto'. */
  label: string;
  /** The pictures' file names, in order: the first is the one shown. */
  images: readonly string[];
  /** A picture's URL from its file name (`/product/{name}`). */
  imageUrl: (name: string) => string | undefined;
  /** A file the person chose or dropped: the app uploads it and adds its new name to `images`. */
  onUpload: (file: File) => void;
  /** The pictures in their new order, or without the one removed. */
  onChange: (images: string[]) => void;
  /** A file is on its way: picking is paused. */
  uploading?: boolean;
  /** How much of it has gone, 0–100, when the app knows. */
  progress?: number;
  /** Why the last upload failed, e.g. 'La imagen no pudo subirse. Intenta de nuevo.' */
  error?: string | null;
  /** How many pictures there may be (1: a single picture, replaced by removing it first). */
  max?: number;
  /** A help line: sizes, formats. */
  hint?: string;
};

// The formats the shop's server takes for a picture; anything else would fail only after the upload.
const ACCEPT = 'image/jpeg,image/png,image/webp';
const isImage = (file: File) => ACCEPT.split(',').includes(file.type);

/** `list` with the item at `from` moved to `to`. */
const moved = (list: readonly string[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/**
 * Pictures to pick (button or drag and drop), put in order and remove. `ui` never uploads: each
 * chosen file goes to `onUpload`, and the app hands back the names in `images`.
 */
export function ImageUploader({ label, images, imageUrl, onUpload, onChange, uploading = false, progress, error, max = 10, hint }: ImageUploaderProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const room = Math.max(0, max - images.length);
  const full = room === 0;
  const message = refusal ?? error;
  const describedBy = [hint && hintId, message && errorId].filter(Boolean).join(' ') || undefined;

  const take = (files: readonly File[]) => {
    if (files.length === 0) return;
    const pictures = files.filter(isImage);
    if (pictures.length < files.length) {
      setRefusal('Elige un archivo de imagen (JPG, PNG o WebP).');
      return;
    }
    setRefusal(pictures.length > room ? `${room === 1 ? 'Solo cabe una imagen más' : `Solo caben ${room} imágenes más`}: el máximo es ${max}.` : null);
    pictures.slice(0, room).forEach((file) => onUpload(file));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (uploading || full) return;
    take(Array.from(event.dataTransfer.files));
  };

  const name = (index: number) => `imagen ${index + 1}`;

  return (
    <Stack space="small" role="group" aria-labelledby={`${id}-label`}>
      <FieldLabel as="span" id={`${id}-label`}>
        {label}
      </FieldLabel>
      {images.length > 0 ? (
        <ol className={styles.list} aria-label={`${label}, en orden`}>
          {images.map((image, index) => (
            <li key={image} className={[styles.item, index === 0 && styles.first].filter(Boolean).join(' ')}>
              <div className={styles.picture}>
                <ProductImage src={imageUrl(image)} alt={`${name(index)} de ${images.length}: ${image}`} />
              </div>
              {index === 0 && max > 1 ? <Badge tone="brand">Principal</Badge> : null}
              <Box display="flex" justifyContent="space-between">
                {max > 1 && (
                  <>
                    <IconButton
                      label={`Mover la ${name(index)} a la izquierda`}
                      icon={<ArrowLeft size={18} />}
                      disabled={index === 0}
                      onClick={() => onChange(moved(images, index, index - 1))}
                    />
                    <IconButton
                      label={`Mover la ${name(index)} a la derecha`}
                      icon={<ArrowRight size={18} />}
                      disabled={index === images.length - 1}
                      onClick={() => onChange(moved(images, index, index + 1))}
                    />
                  </>
                )}
                <IconButton
                  label={`Quitar la ${name(index)}`}
                  icon={<Trash2 size={18} />}
                  onClick={() => onChange(images.filter((_, at) => at !== index))}
                />
              </Box>
            </li>
          ))}
        </ol>
      ) : (
        <Text size="small" tone="muted">
          {max === 1 ? 'Todavía no hay imagen.' : 'Todavía no hay imágenes.'}
        </Text>
      )}
      <div
        className={styles.dropZone}
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          if (!uploading && !full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FilePicker
          label={max === 1 ? 'Elegir imagen' : 'Agregar imágenes'}
          icon={<ImagePlus size={18} aria-hidden="true" />}
          accept={ACCEPT}
          multiple={room > 1}
          disabled={uploading || full}
          describedBy={describedBy}
          invalid={Boolean(message)}
          onFiles={take}
        />
        <Text as="span" size="small" tone="muted">
          {full ? `Ya hay ${max === 1 ? 'una imagen: quítala para elegir otra' : `${max} imágenes, el máximo`}.` : `o arrastra ${max === 1 ? 'el archivo' : 'los archivos'} aquí.`}
        </Text>
        {uploading && (
          <Box display="flex" alignItems="center" gap="small">
            <Spinner size="small" label="Subiendo imagen..." />
            {progress !== undefined && (
              <progress className={styles.progress} max={100} value={progress} aria-label="Avance de la subida">
                {progress} %
              </progress>
            )}
          </Box>
        )}
      </div>
      {hint && (
        <Text id={hintId} size="small" tone="muted">
          {hint}
        </Text>
      )}
      {/* Polite: a failed upload is said as it arrives, without stealing the focus. */}
      <div aria-live="polite">{message && <FieldError id={errorId}>{message}</FieldError>}</div>
    </Stack>
  );
}
