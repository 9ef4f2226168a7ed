export { ImageUploader, type ImageUploaderProps } from './ImageUploader';
